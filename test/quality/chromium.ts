import { type Browser, chromium } from "playwright-core";

/** Debian's chromium, the only browser on these machines; never a downloaded one. */
export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The flags a closed network and a shared two-core box need. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
