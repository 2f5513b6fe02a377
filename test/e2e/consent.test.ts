import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import {
  CONSENT_BANNER_SELECTOR,
  CONSENT_UPDATE_DELAY_MS,
  CONSENT_VALUE,
  ENHANCED_ATTRIBUTE,
} from "../../src/shared/consent";
import { baseUrl, browserPerFile } from "./browser";

const browser = browserPerFile();

/** The banner once its script answers in place (before, the plain form would post). */
const ENHANCED_BANNER = `${CONSENT_BANNER_SELECTOR}[${ENHANCED_ATTRIBUTE}="true"]`;

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === CONSENT_COOKIE.name)?.value;

describe("consent banner", () => {
  it("works without JavaScript: the form posts, stores the flag and returns to the page", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pricing?plan=2`);
    const banner = page.getByRole("region", { name: en.consent.title });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await page.getByRole("button", { name: en.consent.accept }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/pricing?plan=2");
    expect(await consentCookie(context)).toBe(CONSENT_VALUE.accept);
    expect(await page.getByRole("region", { name: en.consent.title }).count()).toBe(0);
    await context.close();
  });

  it("with JavaScript answers in place and updates consent mode 200 ms later", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/features`);
    await page.waitForSelector(ENHANCED_BANNER);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const clickedAt = Date.now();
    await page.getByRole("button", { name: en.consent.accept }).click();
    await expect.poll(() => page.getByRole("region", { name: en.consent.title }).count()).toBe(0);
    const update = await page.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
      const entry = layer.find((args) => args[0] === "consent" && args[1] === "update");
      return entry ? { settings: entry[2], at: Date.now() } : null;
    });
    const { settings, at } = (await update.jsonValue()) as { settings: Record<string, string>; at: number };
    expect(settings.analytics_storage).toBe("granted");
    expect(settings.ad_storage).toBe("granted");
    expect(at - clickedAt).toBeGreaterThanOrEqual(CONSENT_UPDATE_DELAY_MS);
    expect(navigations).toEqual([]);
    expect(await consentCookie(context)).toBe(CONSENT_VALUE.accept);
    await context.close();
  });

  it("declining keeps analytics and ads denied and the banner away", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/aboutus`);
    await page.waitForSelector(ENHANCED_BANNER);
    await page.getByRole("button", { name: en.consent.decline }).click();
    await expect.poll(() => consentCookie(context)).toBe(CONSENT_VALUE.decline);
    await page.reload();
    expect(await page.getByRole("region", { name: en.consent.title }).count()).toBe(0);
    await context.close();
  });

  it("keeps the home popup back until the visitor has chosen", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("load");
    await page.waitForSelector(ENHANCED_BANNER);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: en.consent.decline }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await context.close();
  });
});
