import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import arCheckout from "../../locales/ar/pricing-checkout-id.json";
import enCheckout from "../../locales/en/pricing-checkout-id.json";
import faCheckout from "../../locales/fa/pricing-checkout-id.json";
import hiCheckout from "../../locales/hi/pricing-checkout-id.json";
import jaCheckout from "../../locales/ja/pricing-checkout-id.json";
import thCheckout from "../../locales/th/pricing-checkout-id.json";
import { createAccountFromLogin, hydrated } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

/**
 * Full-page screenshots of the pages a buyer judges the site by, in English, the right-to-left
 * languages (Arabic, Persian), Japanese, Thai and Hindi at phone and desktop width, written where CI keeps them
 * (LOOK_THROUGH_DIR) so anyone can look at the site without running it. Each page is also
 * checked for what a screenshot would show as broken: an error status or sideways scroll.
 */
const OUT = process.env.LOOK_THROUGH_DIR ?? "test-results/look-through";
const WIDTHS = [390, 1440] as const;
const ARTICLE = "/blog/how-to-choose-a-vpn";
const LANGUAGES = [
  { code: "en", prefix: "", decline: enCheckout.sandbox.fail, ip: "203.0.113.71" },
  { code: "ar", prefix: "/ar", decline: arCheckout.sandbox.fail, ip: "203.0.113.72" },
  { code: "ja", prefix: "/ja", decline: jaCheckout.sandbox.fail, ip: "203.0.113.73" },
  // Persian (right to left, Persian digits), Thai and Devanagari: scripts whose marks stack.
  { code: "fa", prefix: "/fa", decline: faCheckout.sandbox.fail, ip: "203.0.113.74" },
  { code: "th", prefix: "/th", decline: thCheckout.sandbox.fail, ip: "203.0.113.75" },
  { code: "hi", prefix: "/hi", decline: hiCheckout.sandbox.fail, ip: "203.0.113.76" },
] as const;

const browser = browserPerFile();

async function capture(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

async function visit(page: Page, path: string, name: string): Promise<void> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  await capture(page, name);
}

describe("look-through screenshots", () => {
  mkdirSync(OUT, { recursive: true });

  it.each(LANGUAGES)(
    "$code: home, pricing, checkout, paystatus, article, My account",
    async (language) => {
      const context = await withConsentGiven(
        await browser().newContext({
          viewport: { width: WIDTHS[0], height: 900 },
          extraHTTPHeaders: { "CF-Connecting-IP": language.ip, "CF-IPCountry": "DE" },
        }),
      );
      const page = await context.newPage();
      const at = (path: string) => `${language.prefix}${path}`;
      await visit(page, language.prefix || "/", `${language.code}-home`);
      await visit(page, at("/pricing"), `${language.code}-pricing`);
      await visit(page, at(ARTICLE), `${language.code}-article`);

      await page.goto(`${baseUrl()}${at("/pricing/checkout")}`);
      await hydrated(page, "Checkout");
      await capture(page, `${language.code}-checkout`);

      // A declined sandbox payment shows the payment status page with its way back.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.locator("form button.button--large").click();
      await page.waitForURL(/\/sandbox\/checkout\/ord_/);
      await page.getByRole("button", { name: language.decline }).click();
      await page.waitForURL(/\/paystatus\?/);
      await page.waitForLoadState("networkidle");
      await capture(page, `${language.code}-paystatus`);

      await createAccountFromLogin(page, baseUrl());
      await visit(page, at("/myaccount"), `${language.code}-myaccount`);
      await hydrated(page, "MyAccount");
      await capture(page, `${language.code}-myaccount`);
      await context.close();
    },
    120_000,
  );
});
