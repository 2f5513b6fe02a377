import { describe, expect, it } from "vitest";
import help from "../../locales/en/help.json";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("help section", () => {
  it("searches without JavaScript and a result opens its answer on the topic page, question in view", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/help`);
    await page.getByRole("searchbox", { name: help.search.label }).fill("receipts");
    await page.getByRole("button", { name: help.search.submit }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/help/search");
    const first = page.locator(".search-result h3 a").first();
    expect(await first.getAttribute("href")).toBe("/help/billing#receipts");
    await first.click();
    await page.waitForLoadState();
    // The fragment's target sits inside the answer, so the browser opens that question alone.
    const question = page.locator("details", { has: page.locator("#receipts") });
    expect(await question.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator("details[open]").count()).toBe(1);
    const top = await question.evaluate((details) => details.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    await context.close();
  });
});
