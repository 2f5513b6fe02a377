import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

/**
 * Issue 23: on a 390 × 844 phone, once a plan is chosen, the plan, today's amount, the renewal and
 * the Pay button are on the first screen (the sticky Pay bar), in a left-to-right, a
 * right-to-left and a long-worded language, with no sideways scroll and no field hidden under
 * the bar when it takes keyboard focus. Screenshots go where CI keeps them.
 */
const OUT = `${process.env.LOOK_THROUGH_DIR ?? "test-results/look-through"}/checkout-paybar`;
const PHONE = { width: 390, height: 844 };
const browser = browserPerFile();

async function checkoutAt(prefix: string, ip: string, consent = true): Promise<Page> {
  const context = await browser().newContext({
    viewport: PHONE,
    extraHTTPHeaders: { "CF-Connecting-IP": ip, "CF-IPCountry": "DE" },
  });
  const page = await (consent ? await withConsentGiven(context) : context).newPage();
  await page.goto(`${baseUrl()}${prefix}/pricing/checkout`);
  await hydrated(page, "Checkout");
  return page;
}

const inViewport = (box: { x: number; y: number; width: number; height: number } | null) =>
  box !== null &&
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= PHONE.width &&
  box.y + box.height <= PHONE.height;

describe("the checkout's Pay bar on a phone", () => {
  mkdirSync(OUT, { recursive: true });

  it.each([
    { code: "en", prefix: "", ip: "203.0.113.81" },
    { code: "ar", prefix: "/ar", ip: "203.0.113.82" },
    { code: "de", prefix: "/de", ip: "203.0.113.83" },
  ])("$code: plan, today's amount, renewal and Pay are on the first screen", async ({ code, prefix, ip }) => {
    const page = await checkoutAt(prefix, ip);
    // Choose another plan than the preselected one.
    await page.locator('input[name="plan"]:not(:checked)').first().check();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const pay = page.locator(".paybar button.button--large");
    expect(inViewport(await pay.boundingBox()), `${code}: Pay button on the first screen`).toBe(true);
    for (const part of [".paybar__plan", ".paybar__today", ".paybar__next"])
      expect(inViewport(await page.locator(part).boundingBox()), `${code}: ${part}`).toBe(true);
    // A visitor in Germany is charged euros (decision 178).
    expect(await page.locator(".paybar__today").textContent()).toContain("€");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${code} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${OUT}/${code}-390-first-screen.png` });

    // Keyboard focus from the plans onwards never lands under the bar.
    await page.locator('input[name="plan"]:checked').focus();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector(".paybar");
        if (!focused || !bar || bar.contains(focused)) return false;
        const field = focused.getBoundingClientRect();
        const cover = bar.getBoundingClientRect();
        return field.bottom > cover.top && field.top < cover.bottom;
      });
      expect(hidden, `${code}: focus step ${step} is under the Pay bar`).toBe(false);
    }
    await page.context().close();
  });

  it("never covers the consent banner before the visitor has chosen", async () => {
    const page = await checkoutAt("", "203.0.113.84", false);
    const banner = page.locator(".consent");
    await banner.waitFor();
    const box = await banner.boundingBox();
    if (!box) throw new Error("no consent banner");
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest(".consent") !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.context().close();
  });

  it.each(["", "/ar", "/ja"])("screenshots %s at 390 and 1440 px", async (prefix) => {
    const page = await checkoutAt(prefix, "203.0.113.85");
    const code = prefix.slice(1) || "en";
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await page.screenshot({ path: `${OUT}/${code}-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${OUT}/${code}-${width}-first-screen.png` });
    }
    await page.context().close();
  });
});
