import { describe, expect, it } from "vitest";
import type { MethodId } from "../../src/catalog/payment-methods";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

/**
 * Every method a buyer can be shown, paid in the sandbox through its provider's stand-in, from a
 * country whose price currency the method takes (decision 167), in the languages issue 20 names.
 * Each journey ends on the thank-you page with VIP time on the account; a one-off method's
 * subscription then renews by hand.
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
];

describe("paying with each method in the sandbox", () => {
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
      await page.locator(".paybar button").click();
      await page.waitForURL(new RegExp(`/sandbox/checkout/ord_[^?]+\\?method=${method}$`));
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
      expect(account.subscription?.manual_renewal).toBe(method === "alipay" || method === "wechat_pay");
      await context.close();
    },
  );
});
