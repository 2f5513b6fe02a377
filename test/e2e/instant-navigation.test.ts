import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, withConsentGiven } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Documents the browser fetched ahead of a navigation (Speculation Rules or rel=prefetch). */
function prefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const purpose = request.headers()["sec-purpose"] ?? "";
    if (purpose.includes("prefetch") || request.resourceType() === "other")
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function featuresPage(): Promise<Page> {
  const context = await withConsentGiven(await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/de/features`, { waitUntil: "load" });
  return page;
}

describe("instant navigation", () => {
  it("prefetches a same-site page the pointer rests on, one second after load", async () => {
    const page = await featuresPage();
    const seen = prefetches(page);
    await page.waitForTimeout(1200);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    await page.locator('a[href="/de/pricing"]').first().hover();
    await expect.poll(() => seen, { timeout: 5000 }).toContain("/de/pricing");
    await page.context().close();
  });

  it("never prefetches a personal page", async () => {
    const page = await featuresPage();
    const seen = prefetches(page);
    await page.waitForTimeout(1200);
    // The footer's link to the visitor's own IP page.
    await page.locator('a[href="/de/what-is-my-ip"]').first().hover();
    await page.waitForTimeout(1500);
    expect(seen).toEqual([]);
    await page.context().close();
  });

  it("adds no rules on a slow-2g connection", async () => {
    const context = await withConsentGiven(await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 2500,
      downloadThroughput: 3000,
      uploadThroughput: 3000,
    });
    await page.goto(`${baseUrl()}/features`, { waitUntil: "load", timeout: 60_000 });
    expect(
      await page.evaluate(
        () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
      ),
    ).toBe("slow-2g");
    await page.waitForTimeout(1500);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await context.close();
  });
});
