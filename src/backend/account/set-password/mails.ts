import type { Locale } from "../../../i18n/languages";
import { createTranslator, loadMessages } from "../../../i18n/messages";
import type { Mail } from "../../mail/provider";
import { CODE_TTL_SECONDS } from "../limits";

/** The mails of securing an account, in the language of the page it was asked from. */
async function texts(locale: Locale) {
  const t = createTranslator(locale, await loadMessages(locale, ["myaccount"]));
  return (key: string, params?: Record<string, string | number>) => t(`myaccount.secure.mail.${key}`, params);
}

export async function secureCodeMail(locale: Locale, to: string, code: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("codeSubject"), text: t("codeBody", { code, count: CODE_TTL_SECONDS / 60 }) };
}

/** Sent instead of a code when the address already has an account (decision 149). */
export async function secureTakenMail(locale: Locale, to: string): Promise<Mail> {
  const t = await texts(locale);
  return { to, subject: t("takenSubject"), text: t("takenBody") };
}
