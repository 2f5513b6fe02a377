import type { Browser, BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { launchChromium } from "../quality/chromium";

/** Debian's chromium with the flags this closed network needs (one home: test/quality/chromium.ts). */
export function launch(): Promise<Browser> {
  return launchChromium();
}

export const baseUrl = () => inject("baseUrl");

/** A visitor who has already made their cookie choice, so no consent banner stands in the way. */
export async function withConsentGiven(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: baseUrl() }]);
  return context;
}
