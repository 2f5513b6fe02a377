import { describe, expect, it } from "vitest";
import cookiePolicy from "../../locales/en/cookie-policy.json";
import privacy from "../../locales/en/privacy-policy.json";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { unexpectedScripts } from "../support/page-scripts";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("policy pages in the browser", () => {
  it("load no React (at most a few small scripts) and jump to a section from the table of contents", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 1280, height: 800 } }),
    );
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    const urls: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      urls.push(response.url());
      scripts.push(response.body().then((b) => b.length));
    });
    await page.goto(`${baseUrl()}/privacy-policy`);
    await page.waitForLoadState("networkidle");
    // House rule: a content page ships no React; small enhancements are a few hundred bytes each.
    const bytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    expect(bytes).toBeLessThan(4096);
    expect(unexpectedScripts(urls)).toEqual([]);
    const contents = page.getByRole("navigation", { name: privacy.contents });
    await contents.getByRole("link", { name: privacy.sections["your-rights"].heading }).click();
    expect(new URL(page.url()).hash).toBe("#your-rights");
    const heading = page.getByRole("heading", { level: 2, name: privacy.sections["your-rights"].heading });
    await expect.poll(() => heading.isVisible()).toBe(true);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await context.close();
  });

  it("change the analytics choice from the cookie policy without JavaScript", async () => {
    const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cookie-policy-2025`);
    await page.getByRole("button", { name: cookiePolicy.choice.decline }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/cookie-policy-2025");
    const stored = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE.name)?.value;
    expect(stored).toBe(CONSENT_VALUE.decline);
    expect(await page.locator("[data-consent]").textContent()).toBe(cookiePolicy.choice.declined);
    await context.close();
  });

  it("keep the cookie table inside a 390 px screen", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 390, height: 800 } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ar/cookie-policy-2025`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
