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
    const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.7" } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/what-is-my-ip`);
    expect(await page.textContent("[data-testid=visitor-ip]")).toBe("203.0.113.7");
    await page.waitForSelector('[data-island="CopyButton"][data-hydrated="true"]');
    await page.getByRole("button", { name: "Copy IP address" }).click();
    await expect.poll(() => page.textContent(".toast")).toBe("IP address copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("203.0.113.7");
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
    const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.7" } });
    await context.route("**/assets/copy-button-*.js", (route) => route.abort());
    const page = await context.newPage();
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(`${baseUrl()}/what-is-my-ip`);
    await expect.poll(() => loads, { timeout: 5000 }).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    const stamp = await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY);
    expect(Number(stamp)).toBeGreaterThan(0);
    await context.close();
  });
});
