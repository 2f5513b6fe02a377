import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import jaFooter from "../../../locales/ja/footer.json";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { createApp } from "../../app";
import { SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { LEGAL } from "../../catalog/legal";
import { ROUTED_LANGUAGES } from "../../i18n/languages";
import { loadMessages } from "../../i18n/messages";

const app = createApp();
const seller = { SELLER_ADDRESS: "1 Raffles Place #20-01, Singapore 048616", SELLER_TAX_ID: "202412345K" };

function page(path: string, bindings: object = {}) {
  return app.request(`https://www.vpnmaster.com${path}`, {}, { ...env, HTML_CACHE: "off", ...bindings });
}

const identity = (html: string) =>
  /data-testid="seller-identity"[^>]*>([\s\S]*?)<\/(p|address)>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>|[\u2068\u2069]/g, "") ?? "";

describe("who sells, on every page", () => {
  it("the footer names the company, its configured address, registration and support address", async () => {
    const html = await (await page("/de/pricing", seller)).text();
    const line = identity(html);
    expect(line).toContain(`Verkäufer: ${LEGAL.company}, ${seller.SELLER_ADDRESS}, Singapur`);
    expect(line).toContain(seller.SELLER_TAX_ID);
    expect(line).toContain(LEGAL.supportEmail);
  });

  it("without a configured address it still names the company and its country", async () => {
    const html = await (await page("/ja/features")).text();
    const line = identity(html);
    expect(line).toContain(
      jaFooter.seller.soldBy.replace("{{company}}", LEGAL.company).replace("{{place}}", "シンガポール"),
    );
    expect(line).not.toContain("undefined");
  });

  it("About states the seller as an address with the support promise", async () => {
    const html = await (await page("/aboutus", seller)).text();
    expect(html).toMatch(/<address class="seller-block" data-testid="seller-identity">/);
    const block = identity(html);
    for (const fact of [
      LEGAL.company,
      seller.SELLER_ADDRESS,
      "Singapore",
      seller.SELLER_TAX_ID,
      LEGAL.supportEmail,
    ])
      expect(block).toContain(fact);
    expect(block).toContain(`within ${SUPPORT_REPLY_BUSINESS_DAYS} business day`);
  });

  it("the checkout names the seller under the payment form", async () => {
    const html = await (
      await app.request(
        `${SANDBOX_ORIGIN}/fr/pricing/checkout/12`,
        {},
        { ...env, HTML_CACHE: "off", ...seller },
      )
    ).text();
    expect(html).toContain('aria-labelledby="checkout-seller"');
    const block = identity(html.slice(html.indexOf("checkout__seller")));
    for (const fact of [LEGAL.company, seller.SELLER_ADDRESS, seller.SELLER_TAX_ID, LEGAL.supportEmail])
      expect(block).toContain(fact);
  });
});

describe("one support promise", () => {
  // What the support pages promise (a reply within SUPPORT_REPLY_BUSINESS_DAYS, every day of the week) is
  // all the site promises: no page claims a round-the-clock help desk.
  const ROUND_THE_CLOCK =
    /24\/7|24 ?h|24時間|around the clock|round the clock|rund um die Uhr|dag en nacht|całą dobę|круглосуточно|على مدار الساعة|24 ore|24 horas|jour et nuit/i;

  it.each(ROUTED_LANGUAGES.map((l) => l.code))(
    "%s: the plans' support line and the About promise agree",
    async (code) => {
      const messages = await loadMessages(code, ["pricing", "footer"]);
      const pricing = messages.pricing as { included: { support: string } };
      const footer = messages.footer as { seller: { replyPromise_other: string } };
      expect(pricing.included.support).not.toMatch(ROUND_THE_CLOCK);
      expect(footer.seller.replyPromise_other).toContain("{{count}}");
    },
  );
});
