import { CODE_TTL_MINUTES, EMAIL_UNDO_DAYS } from "../../../catalog/verification-code";
import type { Locale } from "../../../i18n/languages";
import { localizedPath } from "../../../i18n/locale-path";
import { scopedTranslator } from "../../../i18n/messages";
import type { Mail } from "../../mail/provider";

/** The e-mail change's mails, in the language of the page the change was asked from. */
const texts = (locale: Locale) => scopedTranslator(locale, "myaccount", "emailChange.mail");

/** n***@example.com: enough for the owner to recognise, not enough to give the address away. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export async function codeMail(locale: Locale, to: string, code: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("codeSubject"), text: t("codeBody", { code, count: CODE_TTL_MINUTES }) };
}

/** Sent instead of a code when the address already has an account (decision 139). */
export async function takenMail(locale: Locale, to: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("takenSubject"), text: t("takenBody") };
}

export async function changedMail(locale: Locale, to: string, newEmail: string, link: string): Promise<Mail> {
  const t = await texts(locale);
  return {
    to,
    subject: t("changedSubject"),
    text: t("changedBody", { email: maskedEmail(newEmail), count: EMAIL_UNDO_DAYS, link }),
  };
}

/** The undo page's address in the mail's language (/account/email-undo for English). */
export const EMAIL_UNDO_PATH = "/account/email-undo";
export const emailUndoPath = (locale: Locale) => localizedPath(locale, EMAIL_UNDO_PATH);
