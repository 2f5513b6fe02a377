import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { inject } from "vitest";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { CHROMIUM } from "./dev-server";

/** Debian's chromium with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const baseUrl = () => inject("baseUrl");

/** A visitor who has already made their cookie choice, so no consent banner stands in the way. */
export async function withConsentGiven(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: baseUrl() }]);
  return context;
}
