import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { islandPropsOf } from "../../../test/support/island-props";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../../../test/support/page-scripts";
import { get } from "../../../test/support/request";
import { prodRequest } from "../../../test/support/stripe";
import { CJE_CLIENT_COOKIE, CJE_COOKIE } from "../../catalog/tracking-cookies";
import { REFERENCE_RATES } from "../../pricing/reference-rates";

const html = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();
/** The page minus its per-response nonce, which differs on every response by design. */
const stable = (page: string) => page.replace(/nonce="[^"]*"/g, "");

describe("/pricing", () => {
  it("shows pounds to a visitor from Great Britain and dollars where we have no prices of their currency", async () => {
    const gb = await html("/pricing", { "CF-IPCountry": "GB" });
    expect(gb).toContain('data-currency="GBP"');
    expect(gb).toMatch(/£\d/);
    const ch = await html("/de/pricing", { "CF-IPCountry": "CH" });
    expect(ch).toContain('data-currency="USD"');
    // German formatting: decimal comma, the symbol after the amount.
    expect(ch).toMatch(/\d,\d\d\u00a0\$/);
  });

  it("prices the euro area, Poland, Japan and Brazil in their own currency, as their language writes it (decision 178)", async () => {
    // Plan 24 per month and billed (migrations/0131_local_currency_prices.sql).
    const monthly = (page: string) => /data-testid="plan-24-monthly">([^<]*)</.exec(page)?.[1];
    const de = await html("/de/pricing", { "CF-IPCountry": "DE" });
    expect(de).toContain('data-currency="EUR"');
    expect(monthly(de)).toBe("3,19\u00a0€");
    expect(de).toContain("76,56\u00a0€");
    // The whole euro area sees the same prices: one lookup, one page per currency.
    expect(stable(await html("/de/pricing", { "CF-IPCountry": "AT" }))).toBe(stable(de));
    const pl = await html("/pl/pricing", { "CF-IPCountry": "PL" });
    expect(pl).toContain('data-currency="PLN"');
    expect(monthly(pl)).toBe("12,99\u00a0zł");
    // Yen without decimals: ¥500 a month, ¥12,000 for two years (the Japanese page writes ￥).
    const jp = await html("/ja/pricing", { "CF-IPCountry": "JP" });
    expect(jp).toContain('data-currency="JPY"');
    expect(monthly(jp)).toBe("￥500");
    expect(jp).toContain("￥12,000");
    expect(jp).not.toMatch(/￥[\d,]+\.\d/);
    const enJp = await html("/pricing", { "CF-IPCountry": "JP" });
    expect(monthly(enJp)).toBe("¥500");
    const br = await html("/pt/pricing", { "CF-IPCountry": "BR" });
    expect(br).toContain('data-currency="BRL"');
    expect(monthly(br)).toBe("R$\u00a012,90");
    expect(br).toContain("R$\u00a0309,60");
  });

  it("takes the currency from the visitor's country, not from the page's language", async () => {
    // Hindi and Ukrainian pages: the country decides, not the language.
    const hiInGb = await html("/hi/pricing", { "CF-IPCountry": "GB" });
    expect(hiInGb).toContain('data-currency="GBP"');
    const ukInUs = await html("/uk/pricing", { "CF-IPCountry": "US" });
    expect(ukInUs).toContain('data-currency="USD"');
    // Persian digits in the amounts, as a Persian reader expects them.
    const faInUs = await html("/fa/pricing", { "CF-IPCountry": "US" });
    expect(faInUs).toContain('data-currency="USD"');
    expect(faInUs).toMatch(/\$[۰-۹]+٫[۰-۹]{2}/);
  });

  it("shows rupees to a visitor in India, from the plan data, in Indian digit grouping (decision 168)", async () => {
    const hiInIn = await html("/hi/pricing", { "CF-IPCountry": "IN" });
    expect(hiInIn).toContain('data-currency="INR"');
    // Plan 24 in rupees: ₹5,599 today (migrations/0129_inr_prices.sql).
    expect(hiInIn).toContain("₹5,599");
    const enInIn = await html("/pricing", { "CF-IPCountry": "IN" });
    expect(enInIn).toContain('data-currency="INR"');
    expect(enInIn).not.toContain('data-currency="USD"');
  });

  it("without reference rates, depends only on the URL and the currency country: every USD country gets the same HTML", async () => {
    const ch = stable(await html("/pricing", { "CF-IPCountry": "CH" }));
    const mx = stable(await html("/pricing", { "CF-IPCountry": "MX" }));
    const none = stable(await html("/pricing"));
    expect(mx).toBe(ch);
    expect(none).toBe(ch);
  });

  it("shows a visitor charged in dollars the approximate amount in their own currency, at a dated ECB rate", async () => {
    const date = new Date().toISOString().slice(0, 10);
    await env.PRICES.put(
      REFERENCE_RATES.KEY,
      JSON.stringify({
        date,
        perEuro: { EUR: 1, USD: 1.25, JPY: 200, CHF: 0.95, SEK: 11.5, CZK: 25, MXN: 21 },
        fetchedAt: Date.now(),
      }),
    );
    // A query of its own: the pages other tests rendered without rates sit in the HTML cache for
    // five minutes, as they would in production until the rates arrive.
    const ch = await html("/de/pricing?rates=1", { "CF-IPCountry": "CH" });
    const monthly = /data-testid="plan-24-monthly">([\d,]+)\u00a0\$/.exec(ch)?.[1];
    if (!monthly) throw new Error("no monthly price for plan 24");
    // Francs at 0.95 / 1.25 per dollar, in German formatting, beside the dollar price.
    const francs = ((Number(monthly.replace(",", ".")) * 0.95) / 1.25).toFixed(2).replace(".", ",");
    expect(ch).toMatch(new RegExp(`data-testid="plan-24-local">≈ ${francs}\u00a0CHF<`));
    expect(ch).toContain("Europäischen Zentralbank");
    // Kronor, koruny and pesos for visitors in Sweden, Czechia and Mexico, all charged dollars.
    expect(await html("/pricing?rates=1", { "CF-IPCountry": "SE" })).toMatch(
      /data-testid="plan-24-local">≈ SEK/,
    );
    expect(await html("/pl/pricing?rates=1", { "CF-IPCountry": "CZ" })).toMatch(
      /data-testid="plan-24-local">≈ [\d,]+\u00a0CZK</,
    );
    expect(await html("/es/pricing?rates=1", { "CF-IPCountry": "MX" })).toMatch(
      /data-testid="plan-24-local">≈ [\d,.]+\u00a0MXN</,
    );
    // Charged their own currency (decision 178): no hint in Germany, Japan or Great Britain; none
    // where the rates lack a currency.
    for (const [path, country] of [
      ["/de/pricing?rates=1", "DE"],
      ["/ja/pricing?rates=1", "JP"],
      ["/pricing?rates=1", "GB"],
      ["/pricing?rates=1", "KE"],
    ])
      expect(await html(path as string, { "CF-IPCountry": country as string }), country).not.toContain(
        "plan-card__local",
      );
  });

  it("drops the hint once the rates are more than a week old", async () => {
    await env.PRICES.put(
      REFERENCE_RATES.KEY,
      JSON.stringify({ date: "2020-01-02", perEuro: { EUR: 1, USD: 1.25 }, fetchedAt: Date.now() }),
    );
    expect(await html("/pricing?rates=old", { "CF-IPCountry": "CH" })).not.toContain("plan-card__local");
  });

  it("is a content page: no program but instant navigation", async () => {
    const page = await html("/pricing", { "CF-IPCountry": "GB", Cookie: "accpeted-cookies=1" });
    expect(programsIn(page)).toEqual(ONLY_INSTANT_NAVIGATION);
  });

  it("shows the money-back guarantee, the renewal price and a highest discount of at least 59 %", async () => {
    const page = await html("/pricing", { "CF-IPCountry": "US" });
    expect(page).toContain("30-day money-back guarantee");
    expect(page).toMatch(/renews at \$\d+\.\d\d every year/);
    const upTo = Number(/Save up to (\d+)%/.exec(page)?.[1]);
    expect(upTo).toBeGreaterThanOrEqual(59);
  });
});

describe("/pricing/checkout/{id}", () => {
  // Production with Stripe configured: without a provider the checkout has nothing to offer.
  const html = async (path: string, headers: Record<string, string> = {}) =>
    (await prodRequest(path, { headers })).text();
  const props = (page: string) => {
    return (islandPropsOf(page, "Checkout") ?? {}) as {
      selectedId: number;
      plans: { id: number; currency: string }[];
      affiliate: { type: string; cookie: string } | null;
      invite: { invite_type: number; invite_code: string } | null;
      signedIn: boolean;
    };
  };

  it("preselects the plan of the URL, or the recommended plan without one", async () => {
    expect(props(await html("/pricing/checkout/12")).selectedId).toBe(12);
    expect(props(await html("/pricing/checkout")).selectedId).toBe(24);
    expect(props(await html("/pricing/checkout/99999")).selectedId).toBe(24);
  });

  it("prices in the buyer's currency, carries _cps from the tracking cookie and is never cached", async () => {
    const response = await prodRequest("/pricing/checkout/24", {
      headers: {
        "CF-IPCountry": "AU",
        Cookie: `${CJE_COOKIE.name}=cj-click-1; ${CJE_CLIENT_COOKIE.name}=cj-click-1`,
      },
    });
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const checkout = props(await response.text());
    expect(checkout.plans.every((plan) => plan.currency === "AUD")).toBe(true);
    expect(checkout.affiliate).toEqual({ type: "cj", cookie: "cj-click-1" });
    expect(checkout.signedIn).toBe(false);
    // cje-client present: the CJ channel's plans (X-From CJ).
    expect(checkout.plans.map((plan) => plan.id)).toContain(124);
  });

  it("carries the invite link's code from its HttpOnly cookie, so the purchase can credit the friend", async () => {
    const invited = props(
      await html("/pricing/checkout/12", { Cookie: "invite=invite_type%3D30001%26invite_code%3Dabc234" }),
    );
    expect(invited.invite).toEqual({ invite_type: 30001, invite_code: "abc234" });
    expect(props(await html("/pricing/checkout/12")).invite).toBeNull();
  });
});
