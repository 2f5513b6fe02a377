import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/locale-path";
import { NO_PREFETCH_PATTERNS } from "../../src/routes/no-prefetch";
import { buildPath } from "../../src/routes/route-def";
import { ROUTES } from "../../src/routes/table";
import { PREFETCHED_VIEW_PATH, speculationRules } from "../../src/shared/instant-navigation";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

/** The script's own element once it has chosen (`rules`, `hover` or `off`) one second after load. */
const DECIDED = "script[data-no-prefetch-paths][data-state]";

interface Visit {
  page: Page;
  /** Paths the browser fetched ahead of a navigation (requests marked `Sec-Purpose: prefetch`). */
  prefetched: string[];
  /** CSP violations and console errors. */
  problems: string[];
  nonce: string;
}

/** A visitor who has made their cookie choice opens a content page; `init` runs before the page's scripts. */
async function open(path: string, init?: () => void): Promise<Visit> {
  const context: BrowserContext = await withConsentGiven(
    await browser().newContext({ viewport: { width: 1280, height: 800 } }),
  );
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const prefetched: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    if ((request.headers()["sec-purpose"] ?? "").includes("prefetch")) {
      prefetched.push(new URL(request.url()).pathname);
    }
  });
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return { page, prefetched, problems, nonce };
}

/** Rests the pointer on the first link to `href` (scrolled into view, as a visitor would). */
async function hover(page: Page, href: string): Promise<void> {
  await page.locator(`a[href="${href}"]:visible`).first().hover();
}

describe("instant navigation", () => {
  it("inserts the speculation rules one second after load, with the response's nonce and the exclusions", async () => {
    const { page, problems, nonce } = await open("/de/features");
    await page.waitForSelector(DECIDED, { state: "attached" });
    const rules = page.locator('script[type="speculationrules"]');
    expect(await rules.count()).toBe(1);
    expect(nonce).not.toBe("");
    expect(await rules.evaluate((element: HTMLScriptElement) => element.nonce)).toBe(nonce);
    expect(JSON.parse((await rules.textContent()) ?? "")).toEqual(speculationRules(NO_PREFETCH_PATTERNS));
    expect(await page.locator(DECIDED).getAttribute("data-state")).toBe("rules");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("makes every same-site page link a candidate but no personal page and no language link", async () => {
    const { page, problems } = await open("/de/features");
    // Chrome's own list of the links its rules made prefetch candidates (DevTools' Preload domain).
    const cdp = await page.context().newCDPSession(page);
    let candidates: string[] = [];
    cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
      candidates = event.preloadingAttemptSources.map((source) => new URL(source.key.url).pathname);
    });
    await cdp.send("Preload.enable");
    await page.waitForSelector(DECIDED, { state: "attached" });
    await expect.poll(() => candidates, { timeout: 10_000 }).toContain("/de/pricing");
    expect(candidates).toContain("/de/blog");
    const personal = ROUTES.filter((route) => route.personal).flatMap((route) =>
      LOCALES.map((locale) => localizedPath(locale, buildPath(route.pattern), true)),
    );
    expect(personal).toContain("/de/login");
    expect(await page.locator('a[href="/de/login"]').count()).toBeGreaterThan(0);
    expect(candidates.filter((path) => personal.includes(path))).toEqual([]);
    const languageLinks = await page
      .locator("a[hreflang]")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(languageLinks).toContain("/en/features");
    expect(candidates.filter((path) => path !== "/de/features" && languageLinks.includes(path))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("prefetches a same-site page the pointer rests on, and the click uses it", async () => {
    const { page, prefetched, problems } = await open("/de/features");
    await page.waitForSelector(DECIDED, { state: "attached" });
    await hover(page, "/de/pricing");
    await expect.poll(() => prefetched, { timeout: 10_000 }).toEqual(["/de/pricing"]);
    // The click is answered from the prefetch (the Navigation Timing entry says so).
    const reported = page.waitForRequest(
      (request) => new URL(request.url()).pathname === PREFETCHED_VIEW_PATH,
    );
    await page.locator('a[href="/de/pricing"]:visible').first().click();
    await page.waitForURL(`${baseUrl()}/de/pricing`);
    // The prefetch was not counted as a view; the page, once shown, reports it.
    const view = await reported;
    expect(view.method()).toBe("POST");
    expect(JSON.parse(view.postData() ?? "{}")).toMatchObject({ path: "/de/pricing", route: "pricing" });
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType?: string })
          .deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("adds no rules and prefetches nothing for a visitor who asked to save data", async () => {
    const { page, prefetched, problems } = await open("/de/features", () => {
      Object.defineProperty(Navigator.prototype, "connection", {
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
    await page.waitForSelector(DECIDED, { state: "attached" });
    expect(await page.locator(DECIDED).getAttribute("data-state")).toBe("off");
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await hover(page, "/de/pricing");
    expect(prefetched).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("adds no rules on a slow-2g connection", async () => {
    const { page } = await open("/features", () => {
      Object.defineProperty(Navigator.prototype, "connection", {
        get: () => ({ saveData: false, effectiveType: "slow-2g" }),
      });
    });
    await page.waitForSelector(DECIDED, { state: "attached" });
    expect(await page.locator(DECIDED).getAttribute("data-state")).toBe("off");
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await page.context().close();
  });

  it("without Speculation Rules, prefetches a hovered page once by rel=prefetch, never a personal one", async () => {
    const { page, prefetched, problems } = await open("/de/features", () => {
      HTMLScriptElement.supports = () => false;
    });
    await page.waitForSelector(DECIDED, { state: "attached" });
    expect(await page.locator(DECIDED).getAttribute("data-state")).toBe("hover");
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    // Rested on longer than the hover delay: sign-in (personal), English (stores a language).
    await hover(page, "/de/login");
    await page.waitForTimeout(300);
    await hover(page, "/en/features");
    await page.waitForTimeout(300);
    await hover(page, "/de/pricing");
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain("/de/pricing");
    await hover(page, "/de/download");
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain("/de/download");
    // Back on a page already fetched: no second hint (a pause longer than the hover delay).
    await hover(page, "/de/pricing");
    await page.waitForTimeout(500);
    const hints = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(hints).toEqual(["/de/pricing", "/de/download"]);
    expect(prefetched.filter((path) => path === "/de/login" || path === "/en/features")).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
