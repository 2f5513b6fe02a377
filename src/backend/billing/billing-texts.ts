import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/languages";
import { loadTranslator, scopedTranslator, type Translate } from "../../i18n/messages";

/** Billing's e-mails and its one-click pages, in locales/<lang>/billing.json. */
const NS = "billing" as const;

/** Billing's translator: keys relative to the namespace (`reminder.subject`). */
export type BillingTranslate = Translate<typeof NS>;

export function billingTexts(locale: Locale): Promise<BillingTranslate> {
  return scopedTranslator(locale, NS);
}

/** The checkout's method labels (`pricing-checkout-id.methodLabel.<id>`), for mails naming the method paid with. */
export function methodTexts(locale: Locale): Promise<Translate> {
  return loadTranslator(locale, ["pricing-checkout-id"]);
}

/** The buyer's language as the checkout knew it: the locale prefix of the order's return path. */
export function localeOfReturnPath(returnPath: string): Locale {
  const prefix = returnPath.split("/")[1];
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

export function localeOrDefault(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
