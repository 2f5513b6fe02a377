import { describe, expect, it } from "vitest";
import { get } from "../../../test/support/request";
import { prodRequestWith } from "../../../test/support/stripe";
import { PAY_PADDLE_SCRIPT } from "../assets";
import { PADDLE_JS } from "./pay-order-page";

const TRANSACTION = "txn_01hv8wptq8987qeep44cyrewp9";
const ORDER = "ord_0123456789abcdef";
const page = (path: string, token = "live_7d279f61a3499fed520f7cd8c08") =>
  prodRequestWith({ PADDLE_CLIENT_TOKEN: token }, path);
const dataOf = (html: string, name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];

describe("/pay/{order}: the page Paddle's checkout link opens (decision 177)", () => {
  it("runs its script with our nonce, which loads Paddle.js with the token, the language and where to go next", async () => {
    const response = await page(`/de/pay/${ORDER}?_ptxn=${TRANSACTION}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`src="${PAY_PADDLE_SCRIPT}" nonce="${nonce}"`);
    // Paddle.js is added by that script ('strict-dynamic'), so it runs only after the page's own.
    expect(csp).toContain("'strict-dynamic'");
    expect(dataOf(html, "src")).toBe(PADDLE_JS);
    expect(dataOf(html, "token")).toBe("live_7d279f61a3499fed520f7cd8c08");
    expect(dataOf(html, "environment")).toBe("production");
    expect(dataOf(html, "locale")).toBe("de");
    expect(dataOf(html, "success")).toBe(`/de/paystatus?order=${ORDER}&amp;provider=ps`);
    expect(dataOf(html, "back")).toBe("/de/pricing/checkout?failed=ps");
    expect(html).toContain("Zahlungspartner");
  });

  it("allows Paddle's script and checkout frame on this page only, and is never cached", async () => {
    const response = await page(`/pay/${ORDER}?_ptxn=${TRANSACTION}`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/frame-src[^;]*https:\/\/buy\.paddle\.com\//);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/sandbox-buy\.paddle\.com\//);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const pricing = await get("/pricing");
    expect(pricing.headers.get("Content-Security-Policy") ?? "").not.toMatch(/frame-src[^;]*paddle\.com/);
  });

  it("opens Paddle's sandbox for a test_ token", async () => {
    const html = await (await page(`/pay/${ORDER}?_ptxn=${TRANSACTION}`, "test_a1b2c3d4e5f6")).text();
    expect(dataOf(html, "environment")).toBe("sandbox");
  });

  it("says it cannot open a payment window, and loads nothing of Paddle, without a token or a transaction", async () => {
    for (const html of [
      await (await page(`/pay/${ORDER}?_ptxn=${TRANSACTION}`, "")).text(),
      await (await page(`/pay/${ORDER}`)).text(),
      await (await page(`/pay/${ORDER}?_ptxn=txn_<script>`)).text(),
    ]) {
      expect(html).toContain('data-testid="pay-unavailable"');
      expect(html).not.toContain(PADDLE_JS);
      expect(html).not.toContain(PAY_PADDLE_SCRIPT);
    }
  });

  it("answers 404 for an address that names no order", async () => {
    expect((await page(`/pay/x?_ptxn=${TRANSACTION}`)).status).toBe(404);
  });
});
