import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_BANNER_SELECTOR, CONSENT_VALUE, ENHANCED_ATTRIBUTE } from "../../src/shared/consent";
import { ONLY_INSTANT_NAVIGATION, programsIn, unexpectedScripts } from "../support/page-scripts";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("page scripts", () => {
  it("enhance the markup on a page that has some, and act on a click, without React", async () => {
    // A first visit: the cookie banner is server markup plus its small script.
    const context = await browser().newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/features`);
    await page.waitForSelector(`${CONSENT_BANNER_SELECTOR}[${ENHANCED_ATTRIBUTE}="true"]`);
    await page.getByRole("button", { name: "Essential only" }).click();
    await expect.poll(() => page.locator(CONSENT_BANNER_SELECTOR).count()).toBe(0);
    expect(scripts.some((url) => url.includes("/assets/consent-"))).toBe(true);
    expect(scripts.filter((url) => /\/assets\/(entry|react|client)-/.test(url))).toEqual([]);
    expect(unexpectedScripts(scripts)).toEqual([]);
    await context.close();
  });

  it("load nothing but instant navigation on a page without enhancements", async () => {
    // A visitor who has made their cookie choice: the consent banner is gone.
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/features`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe("Built for speed and privacy");
    // Structured data (JSON-LD) and speculation rules are script elements but no programs.
    expect(programsIn(await page.content())).toEqual(ONLY_INSTANT_NAVIGATION);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(ONLY_INSTANT_NAVIGATION);
    await context.close();
  });

  it("leave the plain form working when a script fails to load: the choice still counts", async () => {
    const context = await browser().newContext();
    await context.route("**/assets/consent-*.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/features`);
    await page.getByRole("button", { name: "Essential only" }).click();
    await page.waitForURL(`${baseUrl()}/features`);
    await expect.poll(() => page.locator(CONSENT_BANNER_SELECTOR).count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE.name);
    expect(cookie?.value).toBe(CONSENT_VALUE.decline);
    await context.close();
  });
});
