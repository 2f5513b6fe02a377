import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { buyAndPay, resetClock } from "../../../test/support/billing";
import { profile } from "../../api/contract/account";
import { refund } from "../../api/contract/payment";
import { SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { LEGAL } from "../../catalog/legal";

const address = () => `page-${crypto.randomUUID().slice(0, 8)}@example.com`;

function openReceipt(path: string, token?: string) {
  return SELF.fetch(SANDBOX_ORIGIN + path, {
    headers: token ? { Cookie: `${TOKEN_COOKIE.name}=${token}` } : {},
    redirect: "manual",
  });
}

const text = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1];

beforeEach(resetClock);

describe("the receipt page", () => {
  it("shows the buyer's own charge with its figures, printable, private and without a script", async () => {
    const token = await signUp();
    const email = address();
    const id = await buyAndPay(token, { planId: 12, email });
    const response = await openReceipt(`/myaccount/receipt/${id}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Html-Cache")).not.toBe("hit");
    expect(response.headers.get("Cache-Control")).toMatch(/no-store|private/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain(`<title>Receipt ${id}`);
    expect(text(html, "receipt-number")).toBe(id);
    expect(text(html, "receipt-amount")).toBe("$59.88");
    expect(text(html, "receipt-plan")).toBe("VPN Master VIP, 1 year");
    expect(text(html, "receipt-kind")).toBe("First payment");
    expect(text(html, "receipt-status")).toBe("Paid");
    expect(text(html, "receipt-provider")).toBe("Paddle");
    expect(text(html, "receipt-period")).toMatch(/^\w+ \d+, \d{4} – \w+ \d+, \d{4}$/);
    expect(text(html, "receipt-buyer")).toBe(email);
    // Who sells: the same block as About and the checkout (company, country, support, reply promise).
    const seller = html.slice(html.indexOf('data-testid="receipt"'));
    expect(seller).toContain(
      `<address class="seller-block" data-testid="seller-identity"><strong><bdi>${LEGAL.company}</bdi>`,
    );
    expect(seller).toContain(`${SUPPORT_REPLY_BUSINESS_DAYS} business day`);
    expect(html).toContain("Prices include VAT or sales tax where it applies.");
    expect(html).not.toContain("data-island");
  });

  it("states a charge in yen without decimals and one in euros with cents, as the page's language writes them", async () => {
    const token = await signUp();
    // Plan 12 bought from Japan: ¥9,000 (migrations/0131_local_currency_prices.sql).
    const yen = await buyAndPay(token, { planId: 12, email: address(), country: "JP" });
    expect(
      text(await (await openReceipt(`/ja/myaccount/receipt/${yen}`, token)).text(), "receipt-amount"),
    ).toBe("￥9,000");
    expect(text(await (await openReceipt(`/myaccount/receipt/${yen}`, token)).text(), "receipt-amount")).toBe(
      "¥9,000",
    );
    const euros = await buyAndPay(token, { planId: 12, email: address(), country: "NL" });
    expect(
      text(await (await openReceipt(`/nl/myaccount/receipt/${euros}`, token)).text(), "receipt-amount"),
    ).toBe("€\u00a053,88");
  });

  it("is in the page's language, right to left in Arabic", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1, email: address() });
    const html = await (await openReceipt(`/ar/myaccount/receipt/${id}`, token)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("<h1>إيصال</h1>");
    expect(text(html, "receipt-status")).toBe("مدفوع");
    expect(text(html, "receipt-amount")).toContain("12.99");
  });

  it("says when the charge was refunded", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12, email: address() });
    expect((await callApi(refund, { token, body: { order_id: id } })).status).toBe(200);
    const who = await callApi(profile, { token });
    expect(who.status, await who.clone().text()).toBe(200);
    const page = await openReceipt(`/de/myaccount/receipt/${id}`, token);
    const html = await page.text();
    expect(page.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain('data-testid="receipt"');
    expect(text(html, "receipt-status")).toMatch(/^Erstattet am \d+\. \p{L}+ \d{4}$/u);
  });

  it("writes an Italian date on the 8th with the elided article (decision 180)", async () => {
    // Billing's clock at noon UTC on 8 March 2027: the charge, the period's start and the refund fall
    // on an 8th; the period's last day is the 7th, read with a consonant.
    const offset = Date.UTC(2027, 2, 8, 12) - Date.now();
    await env.DB.prepare("UPDATE sandbox_clock SET offset_ms = ?1 WHERE id = 1").bind(offset).run();
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12, email: address() });
    const paid = await (await openReceipt(`/it/myaccount/receipt/${id}`, token)).text();
    expect(text(paid, "receipt-date")).toBe("8 marzo 2027");
    expect(text(paid, "receipt-period")).toBe("Dall’8 marzo 2027 al 7 marzo 2028");
    expect((await callApi(refund, { token, body: { order_id: id } })).status).toBe(200);
    const refunded = await (await openReceipt(`/it/myaccount/receipt/${id}`, token)).text();
    expect(text(refunded, "receipt-status")).toBe("Rimborsato l’8 marzo 2027");
  });

  it("is the not-found page for another user's order and for an unknown one", async () => {
    const id = await buyAndPay(await signUp(), { planId: 12, email: address() });
    const stranger = await signUp("198.51.100.77");
    const foreign = await openReceipt(`/fr/myaccount/receipt/${id}`, stranger);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('data-testid="receipt"');
    expect((await openReceipt("/myaccount/receipt/ord_doesnotexist000", stranger)).status).toBe(404);
    expect((await openReceipt("/myaccount/receipt/bad!id", stranger)).status).toBe(404);
  });

  it("sends a signed-out visitor to sign in, and back to the receipt after", async () => {
    const response = await openReceipt("/ja/myaccount/receipt/ord_0123456789abcdef");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/ja/login?redirect=${encodeURIComponent("/ja/myaccount/receipt/ord_0123456789abcdef")}`,
    );
  });
});
