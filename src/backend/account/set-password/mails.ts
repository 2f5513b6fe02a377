import { CODE_TTL_MINUTES } from "../../../catalog/verification-code";
import type { Locale } from "../../../i18n/languages";
import { scopedTranslator } from "../../../i18n/messages";
import type { Mail } from "../../mail/provider";

/** The mails of securing an account, in the language of the page it was asked from. */
const texts = (locale: Locale) => scopedTranslator(locale, "myaccount", "secure.mail");

export async function secureCodeMail(locale: Locale, to: string, code: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("codeSubject"), text: t("codeBody", { code, count: CODE_TTL_MINUTES }) };
}

/** Sent instead of a code when the address already has an account (decision 149). */
export async function secureTakenMail(locale: Locale, to: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("takenSubject"), text: t("takenBody") };
}
