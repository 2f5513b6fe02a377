/**
 * Business days in the copy (issue 22, facts from data): how each language names one, and a text
 * that names one without a counted number.
 */
import type { LanguageCode } from "../../src/i18n/languages";

/** How each language names a business day (any number, case or form). */
export const BUSINESS_DAY_WORDS: Record<LanguageCode, string> = {
  en: "business days?",
  ar: "(?:يوم|أيام|يومَي|يومي) عمل",
  de: "Werktag",
  es: "días? hábil(?:es)?",
  fr: "jours? ouvrés?",
  it: "giorn[oi] lavorativ[oi]",
  ja: "営業日",
  nl: "werkdag",
  pl: "(?:dni|dnia|dzień) robocz",
  pt: "dias? út(?:il|eis)",
  ru: "рабоч\\p{L}* (?:дн|день)",
  fa: "روز(?:\u200cهای)? کاری",
  hi: "कामकाजी दिन",
  id: "hari kerja",
  ms: "hari bekerja",
  th: "วันทำการ",
  tr: "iş gün",
  uk: "робоч\\p{L}* (?:дн|день)",
};

/**
 * Business days named anywhere but right after `{{count}}` ("{{count}} de días hábiles" included):
 * "one business day", "1営業日", "翌営業日", "ثلاثة أيام عمل" are all a number typed in.
 */
export const typedBusinessDays = (locale: LanguageCode, text: string) =>
  new RegExp(
    `(?<!\\{\\{count\\}\\}(?:[\\s\u00a0]+(?:de|di))?[\\s\u00a0]*)(?:${BUSINESS_DAY_WORDS[locale]})`,
    "iu",
  ).test(text);
