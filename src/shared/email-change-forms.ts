/**
 * My account's e-mail change as plain form posts (it works without JavaScript): the two form
 * paths, and the query value that brings the card back at its code step. Shared by the site
 * route, the page and the island (pure; runs in the browser too).
 */
export const EMAIL_CHANGE_FORM_PATH = "/myaccount/email";
export const EMAIL_CONFIRM_FORM_PATH = "/myaccount/email/confirm";
/** `/myaccount?email-step=code`: a code was sent; the card asks for it. */
export const EMAIL_STEP_PARAM = "email-step";
export const EMAIL_CODE_STEP = "code";

export interface EmailChangePaths {
  /** POST new-email, current-password (and totp / recovery-code): sends the code. */
  request: string;
  /** POST email-code: switches the address. */
  confirm: string;
}
