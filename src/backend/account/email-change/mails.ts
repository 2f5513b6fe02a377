import type { Locale } from "../../../i18n/languages";
import { localizedPath } from "../../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../../i18n/messages";
import type { Mail } from "../../mail/provider";
import { CODE_TTL_SECONDS, EMAIL_UNDO_TTL_SECONDS } from "../limits";

/** The e-mail change's mails, in the language of the page the change was asked from. */
async function texts(locale: Locale) {
  const t = createTranslator(locale, await loadMessages(locale, ["myaccount"]));
  return (key: string, params?: Record<string, string | number>) =>
    t(`myaccount.emailChange.mail.${key}`, params);
}

/** n***@example.com: enough for the owner to recognise, not enough to give the address away. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export async function codeMail(locale: Locale, to: string, code: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("codeSubject"), text: t("codeBody", { code, count: CODE_TTL_SECONDS / 60 }) };
}

/** Sent instead of a code when the address already has an account (decision 139). */
export async function takenMail(locale: Locale, to: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("takenSubject"), text: t("takenBody") };
}

export async function changedMail(locale: Locale, to: string, newEmail: string, link: string): Promise<Mail> {
  const t = await texts(locale);
  const days = EMAIL_UNDO_TTL_SECONDS / 86_400;
  return {
    to,
    subject: t("changedSubject"),
    text: t("changedBody", { email: maskedEmail(newEmail), count: days, link }),
  };
}

/** The undo page's address in the mail's language (/account/email-undo for English). */
export const EMAIL_UNDO_PATH = "/account/email-undo";
export const emailUndoPath = (locale: Locale) => localizedPath(locale, EMAIL_UNDO_PATH);
