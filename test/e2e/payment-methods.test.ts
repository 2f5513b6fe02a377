import { describe, expect, it } from "vitest";
import { currencyForCountry } from "../../src/catalog/currencies";
import { METHOD_IDS, type MethodId, PAYMENT_METHODS } from "../../src/catalog/payment-methods";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

/**
 * Every method a buyer can be shown, paid in the sandbox through its provider's stand-in, from a
 * country whose price currency the method takes (decision 167), in the languages issue 20 names.
 * The local methods of the countries quoted their own currency (decision 178): iDEAL in euros from
 * the Netherlands, BLIK in złoty, Konbini in yen, Pix in reais. Each journey ends on the thank-you
 * page with VIP time on the account, having paid the amount the checkout showed in that currency;
 * a one-off method's subscription then renews by hand.
 */
const browser = browserPerFile();

const JOURNEYS: readonly { method: MethodId; country: string; lang: string }[] = [
  { method: "card", country: "US", lang: "en" },
  { method: "paypal", country: "US", lang: "de" },
  { method: "paddle", country: "GB", lang: "ja" },
  { method: "klarna", country: "GB", lang: "pl" },
  { method: "alipay", country: "CN", lang: "ja" },
  { method: "wechat_pay", country: "HK", lang: "de" },
  { method: "upi", country: "IN", lang: "en" },
  { method: "netbanking", country: "IN", lang: "pl" },
  { method: "ideal", country: "NL", lang: "de" },
  { method: "blik", country: "PL", lang: "pl" },
  { method: "konbini", country: "JP", lang: "ja" },
  { method: "pix", country: "BR", lang: "pt" },
  { method: "boleto", country: "BR", lang: "pt" },
  { method: "bancontact", country: "BE", lang: "fr" },
  { method: "sepa_debit", country: "DE", lang: "de" },
  { method: "p24", country: "PL", lang: "en" },
  { method: "alipay_plus", country: "KR", lang: "en" },
];

describe("paying with each method in the sandbox", () => {
  it("has a journey for every method of the catalogue", () => {
    expect(new Set(JOURNEYS.map((j) => j.method))).toEqual(new Set(METHOD_IDS));
  });

  it.each(JOURNEYS.map((journey, i) => ({ ...journey, ip: `203.0.113.${170 + i}` })))(
    "$method from $country in $lang",
    async ({ method, country, lang, ip }) => {
      const context = await withConsentGiven(
        await browser().newContext({ extraHTTPHeaders: { "CF-IPCountry": country, "CF-Connecting-IP": ip } }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/${lang}/pricing/checkout/12`);
      await page.waitForSelector('[data-island="Checkout"][data-hydrated="true"]');
      await page.locator(`input[name="method"][value="${method}"]`).check();
      // The amount charged today, as the checkout shows it: the provider's page states the same.
      const today = (await page.getByTestId("charged-today").textContent())?.trim() ?? "";
      expect(today).toContain(currencyForCountry(country));
      await page.locator(".paybar button").click();
      await page.waitForURL(new RegExp(`/sandbox/checkout/ord_[^?]+\\?method=${method}$`));
      expect(today).toContain((await page.getByTestId("sandbox-amount").textContent())?.trim());
      await page.locator('button[name="outcome"][value="paid"]').click();
      await page.waitForURL(/\/paysuc\?/);
      const account = await page.evaluate(async () => {
        type Profile = { data: { vip: { remain_time: number } } };
        type Subscription = { payment_method: string; manual_renewal: boolean };
        const profile = (await (await fetch("/api/mms/account/v1/web/profile")).json()) as Profile;
        const mine = (await (await fetch("/api/mms/payment/v1/web/subscription_my")).json()) as {
          data: { subscriptions: Subscription[] };
        };
        return { vip: profile.data.vip.remain_time, subscription: mine.data.subscriptions[0] ?? null };
      });
      expect(account.vip).toBeGreaterThan(364 * 86400);
      expect(account.subscription?.payment_method).toBe(method);
      expect(account.subscription?.manual_renewal).toBe(!PAYMENT_METHODS[method].renews);
      await context.close();
    },
  );
});
