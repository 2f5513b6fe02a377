import { CODE_TTL_MINUTES } from "../../catalog/verification-code";
import type { Locale } from "../../i18n/languages";
import { scopedTranslator } from "../../i18n/messages";
import type { Mail } from "../mail/provider";

/** The forgot-password mails, in the language of the page the reset was asked from. */
const texts = (locale: Locale) => scopedTranslator(locale, "forgetpassword", "mail");

export async function resetCodeMail(locale: Locale, to: string, code: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("subject"), text: t("codeBody", { code, count: CODE_TTL_MINUTES }) };
}

/**
 * Sent instead of a code when the address has no account with a password: the same subject, so
 * the two mails cannot be told apart in an inbox list, and the same work to build.
 */
export async function resetNoAccountMail(locale: Locale, to: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("subject"), text: t("noAccountBody") };
}
