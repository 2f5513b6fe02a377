import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";
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
