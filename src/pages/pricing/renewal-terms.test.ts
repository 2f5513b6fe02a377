import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requestWithUpstream } from "../../../test/support/fake-upstream";
import { asHtml } from "../../../test/support/html-text";
import { islandPropsOf } from "../../../test/support/island-props";
import { get } from "../../../test/support/request";
import { STRIPE_SECRETS } from "../../../test/support/stripe";
import { CURRENCY_CODES, quoteCountryOf } from "../../catalog/currencies";
import { isMethodId, type MethodId, PAYMENT_METHODS } from "../../catalog/payment-methods";
import { CJE_CLIENT_COOKIE, CJE_COOKIE } from "../../catalog/tracking-cookies";
import { formatMinorPrice } from "../../i18n/format";
import { LOCALES, type Locale } from "../../i18n/languages";
import { createTranslator, loadMessages } from "../../i18n/messages";
import { renewalPeriod } from "../../shared/plan-terms";

/** What the renewal job charges and adds for each plan and currency (renewals.ts reads the same). */
interface RenewalRow {
  plan_id: number;
  renewal_months: number;
  currency: string;
  renewal_cents: number;
  channel: string;
}
const renewalData = async () =>
  (
    await env.DB.prepare(
      `SELECT p.id AS plan_id, p.renewal_months, pp.currency, pp.renewal_cents, c.channel
         FROM plans p JOIN plan_prices pp ON pp.plan_id = p.id JOIN plan_channels c ON c.plan_id = p.id`,
    ).all<RenewalRow>()
  ).results;

const PREFIXES: readonly { path: string; locale: Locale }[] = [
  { path: "", locale: "en" },
  ...LOCALES.map((locale) => ({ path: `/${locale}`, locale })),
];
const CJ = `${CJE_COOKIE.name}=cj-1; ${CJE_CLIENT_COOKIE.name}=cj-1`;

const page = async (path: string, country: string, cookie = "") =>
  (await get(path, { "CF-IPCountry": country, ...(cookie ? { Cookie: cookie } : {}) })).text();

/** The checkout as a deployment with Stripe's secrets shows it (without any, it offers nothing). */
const checkoutPage = async (path: string, country: string, cookie: string) =>
  (
    await requestWithUpstream(
      "",
      path,
      { headers: { "CF-IPCountry": country, Cookie: cookie } },
      STRIPE_SECRETS,
    )
  ).text();

/** The method the checkout preselects: its country's first (island props). */
const preselectedMethod = (html: string): MethodId => {
  const method = islandPropsOf<{ method?: string }>(html, "Checkout")?.method;
  if (!isMethodId(method)) throw new Error("the checkout preselects no method");
  return method;
};

/** The renewal sentence inside the element of each plan: the card on /pricing, the Terms' item. */
const sentenceOf = (html: string, start: string) => {
  const from = html.indexOf(start);
  if (from < 0) return null;
  return /data-testid="renewal-terms"[^>]*>([^<]*)</.exec(html.slice(from))?.[1] ?? null;
};

/**
 * The checkout is the slowest page to render, so it is read for every plan and currency in the
 * unprefixed English, and in each other locale for a monthly and the 2-year plan (both renewal
 * messages) in one currency per locale, the currencies taking turns. Pricing and the Terms are
 * read for everything.
 */
const checkoutCovered = (locale: Locale, path: string, currency: string, planId: number) => {
  if (path === "") return true;
  const turn = CURRENCY_CODES[LOCALES.indexOf(locale) % CURRENCY_CODES.length];
  return currency === turn && (planId === 1 || planId === 24);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("renewal wording: one source of truth", () => {
  it("pricing, checkout and the Terms state the renewal job's amount and period, for every plan, currency and locale", async () => {
    const data = await renewalData();
    expect(data.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { path, locale } of PREFIXES) {
      const t = createTranslator(
        locale,
        await loadMessages(locale, ["pricing", "pricing-checkout-id", "terms-of-service"]),
      );
      for (const code of CURRENCY_CODES) {
        const currency = { code, country: quoteCountryOf(code) };
        const rows = data.filter((row) => row.currency === currency.code);
        const pricing = await page(`${path}/pricing`, currency.country);
        const terms = await page(`${path}/terms-of-service`, currency.country);
        for (const row of rows.filter((r, i, all) => all.findIndex((o) => o.plan_id === r.plan_id) === i)) {
          const period = renewalPeriod(row.renewal_months);
          const amount = formatMinorPrice(row.renewal_cents, currency.code, locale);
          const expected = asHtml(t(`pricing.renews.${period.key}`, { count: period.count, amount }));
          const where = `${path || "/"} ${currency.code} plan ${row.plan_id}`;
          const publicPlan = rows.some((r) => r.plan_id === row.plan_id && r.channel === "");
          const trial = row.plan_id === 7;
          if (publicPlan && !trial) {
            const card = sentenceOf(pricing, `aria-labelledby="plan-${row.plan_id}"`);
            if (card !== expected) failures.push(`${where} pricing: ${card} ≠ ${expected}`);
          }
          if (publicPlan) {
            const item = sentenceOf(terms, `data-plan="${row.plan_id}"`);
            if (item !== expected) failures.push(`${where} terms: ${item} ≠ ${expected}`);
          }
          if (!checkoutCovered(locale, path, currency.code, row.plan_id)) continue;
          const checkout = await checkoutPage(
            `${path}/pricing/checkout/${row.plan_id}`,
            currency.country,
            CJ,
          );
          // A country whose first method is paid by hand (BLIK, Konbini, Pix) is told the same amount
          // as the price of renewing by hand (decision 167).
          const renews = PAYMENT_METHODS[preselectedMethod(checkout)].renews;
          const template = asHtml(
            renews
              ? t(`pricing-checkout-id.renews.${period.key}`, { count: period.count, amount, date: "\u0000" })
              : t("pricing-checkout-id.renewsOneOff", { amount, date: "\u0000" }),
          );
          const pattern = new RegExp(
            `data-testid="renewal-terms"[^>]*>${escapeRegExp(template).replace("\u0000", "[^<]+")}<`,
          );
          if (!pattern.test(checkout)) failures.push(`${where} checkout: no "${template}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("says the 2-year plan renews every year, as the renewal job adds a year", async () => {
    const twoYear = (await renewalData()).find((r) => r.plan_id === 24 && r.currency === "USD");
    expect(twoYear?.renewal_months).toBe(12);
    const terms = await page("/terms-of-service", "US");
    expect(sentenceOf(terms, 'data-plan="24"')).toBe("Then renews at $59.88 every year until you cancel");
    expect(terms).not.toContain("a period of the same length");
  });
});
