import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY } from "../../src/shared/app-update";
import { baseUrl, launch, withConsentGiven } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("islands", () => {
  it("hydrate on a page that has one, and act on a click", async () => {
    // A first visit: the cookie banner is the page's island.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/features`);
    await page.waitForSelector('[data-island="ConsentBanner"][data-hydrated="true"]');
    await page.getByRole("button", { name: "Essential only" }).click();
    await expect.poll(() => page.locator('[data-island="ConsentBanner"] .consent').count()).toBe(0);
    expect(scripts.some((url) => url.includes("/assets/entry-"))).toBe(true);
    await context.close();
  });

  it("load no script at all on a page without islands", async () => {
    // A visitor who has made their cookie choice: the consent banner (an island) is gone.
    const context = await withConsentGiven(await browser.newContext());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/features`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Built for speed and privacy");
    expect(await page.locator("script").count()).toBe(0);
    expect(scripts).toEqual([]);
    await context.close();
  });

  it("reload the page once when an island's chunk fails to load, not in a loop", async () => {
    const context = await browser.newContext();
    await context.route("**/assets/consent-banner-*.js", (route) => route.abort());
    const page = await context.newPage();
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(`${baseUrl()}/features`);
    await expect.poll(() => loads, { timeout: 5000 }).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    const stamp = await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY);
    expect(Number(stamp)).toBeGreaterThan(0);
    await context.close();
  });
});
