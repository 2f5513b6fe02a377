import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { launchChromium } from "../quality/chromium";

/**
 * One chromium per test file (Debian's, with the flags of test/quality/chromium.ts): launched
 * before its tests, closed after them.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("chromium is launched in beforeAll: use it inside a test");
    return browser;
  };
}

export const baseUrl = () => inject("baseUrl");

/** A visitor who has already made their cookie choice, so no consent banner stands in the way. */
export async function withConsentGiven(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: baseUrl() }]);
  return context;
}
