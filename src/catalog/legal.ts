import { MONEY_BACK_DAYS } from "./billing";
import { COMPANY_EMAILS } from "./company";

/**
 * The facts the policy pages state about the operator, in one place so legal review changes them
 * once for every language. The country is an ISO code, named in each locale through Intl.
 */
export const LEGAL = {
  company: "VPN Master Ltd.",
  country: "SG",
  privacyEmail: "privacy@vpnmaster.com",
  supportEmail: COMPANY_EMAILS.support,
  legalEmail: "legal@vpnmaster.com",
  moneyBackDays: MONEY_BACK_DAYS,
  /** Minimum age to hold an account. */
  minimumAge: 16,
} as const;

/**
 * Years an order is kept, anonymised, after its account is deleted (tax and accounting records).
 * The privacy policy and My account's delete dialog name this one figure.
 */
export const ACCOUNT_RECORDS_RETENTION_YEARS = 7;

/**
 * The policy texts that count one of these facts (message path → the number), so each takes the
 * plural form of its locale (decision 095): "16 years" in English, "16 lat" in Polish. The
 * money-back paragraph (money-back days and the refund processing time, two counts in one sentence)
 * and the renewal refund window are in CATALOGUE_FACTS (src/i18n/catalogue-facts.ts), which fills a
 * sentence's second count with a counted phrase of its own.
 */
export const POLICY_COUNTS: Readonly<Record<string, number>> = {
  "privacy-policy.sections.children.body.p1": LEGAL.minimumAge,
  "privacy-policy.sections.retention.body.list1.f": ACCOUNT_RECORDS_RETENTION_YEARS,
  "terms-of-service.sections.eligibility.body.p1": LEGAL.minimumAge,
  "terms-of-service.sections.money-back.heading": LEGAL.moneyBackDays,
};

/** When each policy document last changed (ISO dates); shown formatted in the page's locale. */
export const POLICY_UPDATED = {
  "privacy-policy": "2025-11-03",
  "terms-of-service": "2025-11-03",
  termsuse: "2025-10-20",
  "cookie-policy": "2025-11-03",
} as const;

export type PolicyName = keyof typeof POLICY_UPDATED;
export const POLICY_NAMES = Object.keys(POLICY_UPDATED) as PolicyName[];
