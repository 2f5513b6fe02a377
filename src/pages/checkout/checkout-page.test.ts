import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { islandPropsOf } from "../../../test/support/island-props";
import { prodRequest, prodRequestWith } from "../../../test/support/stripe";
import type { CheckoutMethod } from "../../islands/checkout";
import { REFERENCE_RATES } from "../../pricing/reference-rates";

/** Which methods the checkout offers, by deployment and the buyer's country (decision 143). */
const props = (page: string) =>
  islandPropsOf<{
    methods: CheckoutMethod[];
    method: string;
    localHint: { currency: string; rate: number; date: string } | null;
  }>(page, "Checkout");
const methodIds = (page: string) => props(page)?.methods.map((m) => m.id);

const prodPage = async (path: string, country: string) =>
  (await prodRequest(path, { headers: { "CF-IPCountry": country } })).text();
const sandboxPage = async (path: string, country: string) =>
  (await SELF.fetch(SANDBOX_ORIGIN + path, { headers: { "CF-IPCountry": country } })).text();

describe("the checkout in production", () => {
  it("with only Stripe's secrets lists exactly Stripe's methods, the buyer's local ones first", async () => {
    expect(methodIds(await prodPage("/pricing/checkout/12", "GB"))).toEqual(["klarna", "card"]);
    expect(methodIds(await prodPage("/pricing/checkout/12", "CN"))).toEqual(["alipay", "wechat_pay", "card"]);
    const us = await prodPage("/pricing/checkout/12", "US");
    expect(methodIds(us)).toEqual(["card"]);
    expect(us).not.toMatch(/PayPal|Paddle|Razorpay|Sofort/);
  });

  it("hides methods whose provider is not set up here: India gets no UPI without Razorpay's secrets", async () => {
    expect(methodIds(await prodPage("/pricing/checkout/12", "IN"))).toEqual(["card"]);
  });

  it("lists the local methods of a buyer quoted their own currency first: iDEAL, Bancontact, Klarna and SEPA, BLIK, Konbini, Pix (decision 178)", async () => {
    const expected: Record<string, string[]> = {
      NL: ["ideal", "klarna", "card"],
      BE: ["bancontact", "klarna", "card"],
      DE: ["klarna", "sepa_debit", "card"],
      AT: ["klarna", "sepa_debit", "card"],
      PL: ["blik", "p24", "card"],
      JP: ["konbini", "card"],
      BR: ["pix", "boleto", "card"],
    };
    for (const [country, methods] of Object.entries(expected)) {
      const page = await prodPage("/pricing/checkout/12", country);
      expect(methodIds(page), country).toEqual(methods);
      expect(props(page)?.method, country).toBe(methods[0]);
    }
  });

  it("hides methods that cannot be charged in the buyer's price currency: no Klarna for a dollar price in Sweden", async () => {
    for (const country of ["SE", "CH"]) {
      const page = await prodPage("/pricing/checkout/12", country);
      expect(methodIds(page), country).toEqual(["card"]);
    }
  });

  it("with Razorpay's three secrets too, India sees UPI and net banking first (decision 158)", async () => {
    const secrets = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    const india = await prodRequestWith(secrets, "/pricing/checkout/12", {
      headers: { "CF-IPCountry": "IN" },
    });
    expect(methodIds(await india.text())).toEqual(["upi", "netbanking", "card"]);
  });

  it("with no provider configured says payments are unavailable, in the page's language, with no Pay button", async () => {
    const none = { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    const page = await (
      await prodRequestWith(none, "/de/pricing/checkout/12", { headers: { "CF-IPCountry": "DE" } })
    ).text();
    expect(page).toContain('data-testid="payments-unavailable"');
    expect(page).toContain("Zahlungen sind gerade nicht möglich.");
    expect(page).not.toContain('data-island="Checkout"');
    // The Pay button lives in the island's order summary.
    expect(page).not.toContain('class="summary"');
    expect(page).not.toContain("button--large");
  });

  it("draws marks as decorative inline SVG from simple-icons, and names without one as a text pill", async () => {
    const page = await prodPage("/pricing/checkout/12", "CN");
    const wechat = /data-testid="method-wechat_pay">(.*?)<\/span><\/strong>/.exec(page)?.[1] ?? "";
    expect(wechat).toMatch(/^<span class="method__marks" aria-hidden="true"><svg class="method__mark"/);
    expect(wechat).toContain("<span>WeChat Pay</span>");
    const sandbox = await sandboxPage("/pricing/checkout/12", "IN");
    const upi = /data-testid="method-upi">(.*?)<\/span><\/strong>/.exec(sandbox)?.[1] ?? "";
    expect(upi).toContain(
      '<span class="method__marks" aria-hidden="true"><span class="method__pill">UPI</span>',
    );
    expect(upi).toContain("<span>UPI</span>");
    const card = /data-testid="method-card">(.*?)<\/span><\/strong>/.exec(page)?.[1] ?? "";
    expect(card).toMatch(
      /^<span class="method__marks" aria-hidden="true"><svg class="method__mark"[^>]*viewBox="0 0 24 24"/,
    );
    expect(card.match(/<svg /g)).toHaveLength(3);
    expect(card).toContain("<span>Card</span>");
    expect(page).toContain("Renews automatically");
    // A generic method's label needs no pill repeating it.
    const netbanking = /data-testid="method-netbanking">(.*?)<\/span><\/strong>/.exec(sandbox)?.[1];
    expect(netbanking).toBe("<span>Net banking</span>");
  });
});

describe("the checkout in the sandbox", () => {
  it("keeps every provider: PayPal and Paddle too, and each country's local methods first", async () => {
    expect(methodIds(await sandboxPage("/pricing/checkout/12", "US"))).toEqual(["card", "paypal", "paddle"]);
    expect(methodIds(await sandboxPage("/nl/pricing/checkout/12", "NL"))).toEqual([
      "ideal",
      "klarna",
      "card",
      "paypal",
      "paddle",
    ]);
    expect(methodIds(await sandboxPage("/pl/pricing/checkout/12", "PL"))?.slice(0, 2)).toEqual([
      "blik",
      "p24",
    ]);
    expect(methodIds(await sandboxPage("/ja/pricing/checkout/12", "JP"))?.[0]).toBe("konbini");
    // No PayPal for reais (in-country PayPal accounts only).
    expect(methodIds(await sandboxPage("/pt/pricing/checkout/12", "BR"))).toEqual([
      "pix",
      "boleto",
      "card",
      "paddle",
    ]);
    expect(methodIds(await sandboxPage("/pricing/checkout/12", "IN"))?.[0]).toBe("upi");
    expect(methodIds(await sandboxPage("/pricing/checkout/12", "CN"))?.slice(0, 2)).toEqual([
      "alipay",
      "wechat_pay",
    ]);
  });

  it("says per method who renews: Alipay is paid by hand after a reminder, a card renews itself", async () => {
    const page = await sandboxPage("/pl/pricing/checkout/12", "CN");
    const alipay = /data-testid="method-alipay">.*?<span class="choice__hint">([^<]*)</.exec(page)?.[1];
    const card = /data-testid="method-card">.*?<span class="choice__hint">([^<]*)</.exec(page)?.[1];
    expect(alipay).toBe("Odnawiasz samodzielnie – przypomnimy Ci o tym");
    expect(card).toBe("Odnawia się automatycznie");
  });

  it("after a failed card payment preselects another provider's method", async () => {
    const page = await sandboxPage("/pricing/checkout/12?failed=s1", "US");
    expect(props(page)?.method).toBe("paypal");
  });
});

describe("what the checkout promises before Pay (issue 23: honest selling)", () => {
  const paybar = (page: string) => /data-testid="paybar">([\s\S]*?)<\/button><\/div>/.exec(page)?.[1] ?? "";
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();

  it("states the exact amount charged today from the plan data, and no 'final price elsewhere'", async () => {
    const page = await sandboxPage("/pricing/checkout/24", "US");
    // Plan 24 in dollars: $83.76 today, renewing at $59.88 a year (migrations/0020_plans.sql).
    expect(page).toContain(
      "You are charged exactly $83.76 today. If our price changes before you pay, nothing is charged",
    );
    expect(page).not.toMatch(/final price|confirmed on the payment page/i);
    expect(text(/data-testid="renewal-terms">([^<]*)</.exec(page)?.[1] ?? "")).toMatch(
      /renews at \$59\.88, then every year until you cancel/,
    );
  });

  it("charges a buyer in their own currency, formatted by their language: whole yen, euros, złoty, reais", async () => {
    // Plan 12 (migrations/0131_local_currency_prices.sql): ¥9,000, €53.88, 227.88 zł, R$ 226,80.
    const today = (page: string) => text(/data-testid="charged-today">(.*?)<\/dd>/.exec(page)?.[1] ?? "");
    expect(today(await sandboxPage("/ja/pricing/checkout/12", "JP"))).toBe("￥9,000 JPY");
    expect(today(await sandboxPage("/pricing/checkout/12", "JP"))).toBe("¥9,000 JPY");
    // (text() folds the no-break space between amount and symbol into a space.)
    expect(today(await sandboxPage("/de/pricing/checkout/12", "DE"))).toBe("53,88 € EUR");
    expect(today(await sandboxPage("/pl/pricing/checkout/12", "PL"))).toBe("227,88 zł PLN");
    expect(today(await sandboxPage("/pt/pricing/checkout/12", "BR"))).toBe("R$ 226,80 BRL");
  });

  it("puts plan, today's amount, the next charge and Pay together in the bar a phone keeps on screen", async () => {
    const bar = text(paybar(await sandboxPage("/pricing/checkout/24", "US")));
    expect(bar).toMatch(
      /^2 years \$83\.76 today Renews automatically on .+ at \$59\.88 Pay \$83\.76 with Card$/,
    );
  });

  it("with a one-off method says the plan does not renew by itself and there is nothing to cancel", async () => {
    const page = await sandboxPage("/ja/pricing/checkout/12", "CN");
    expect(props(page)?.method).toBe("alipay");
    expect(/data-testid="renewal-terms">([^<]*)</.exec(page)?.[1]).toMatch(
      /^このお支払いは自動更新されません。/,
    );
    const terms = /<ul class="summary__terms">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "";
    expect(terms).toContain("解約の手続きは不要です。");
    expect(terms).not.toContain("解約は「マイアカウント」から");
    expect(text(paybar(page))).toContain("自動更新なし");
  });
});

describe("the checkout's local-currency hint (decision 176)", () => {
  it("states today's charge in the buyer's own currency at the dated ECB rate, only where we charge in another", async () => {
    const date = new Date().toISOString().slice(0, 10);
    await env.PRICES.put(
      REFERENCE_RATES.KEY,
      JSON.stringify({ date, perEuro: { EUR: 1, USD: 1.25, GBP: 0.8, CHF: 0.95 }, fetchedAt: Date.now() }),
    );
    // Switzerland pays dollars: francs at 0.95 / 1.25 = 0.76 per dollar.
    const ch = await sandboxPage("/de/pricing/checkout/12", "CH");
    expect(props(ch)).toMatchObject({ localHint: { currency: "CHF", date } });
    expect(props(ch)?.localHint?.rate).toBeCloseTo(0.76, 10);
    const today = /data-testid="charged-today">([\d,]+)\u00a0\$/.exec(ch)?.[1];
    if (!today) throw new Error("no charge shown");
    const francs = (Number(today.replace(",", ".")) * 0.76).toFixed(2).replace(".", ",");
    expect(ch).toContain(`Das sind etwa ${francs}\u00a0CHF zum Referenzkurs der Europäischen Zentralbank`);
    // A buyer charged in their own currency gets no hint: pounds in Great Britain, euros in Germany.
    for (const [path, country] of [
      ["/pricing/checkout/12", "GB"],
      ["/de/pricing/checkout/12", "DE"],
    ] as const) {
      const page = await sandboxPage(path, country);
      expect(props(page), country).toMatchObject({ localHint: null });
      expect(page).not.toContain('data-testid="local-hint"');
    }
  });
});
