import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import {
  APP_SCREEN_IDS,
  APP_SCREENS,
  type AppScreen,
  appScreenFile,
  SCREEN_DENSITIES,
  type ScreenFormat,
} from "../../src/catalog/app-screens";
import { LOCALES } from "../../src/i18n/languages";
import { ENCODERS } from "./encoders";
import { MANIFEST_PATH, readManifest, SCREENS_DIR, type ScreenManifest } from "./manifest";
import { mockUpPage } from "./mock-up-page";
import { screenInput } from "./screen-texts";
import { sourceHash } from "./source-hash";

/**
 * `npm run imagery`: renders every mock-up in every locale in chromium at the largest density,
 * encodes each size and format with sharp into public/app-screens/<locale>/, and records what
 * they were rendered from in the manifest. Only a locale whose sources changed is rendered again
 * (`--all` renders every one; locale codes as arguments limit it to those). The build never runs
 * this: the images are committed.
 */

const MAX_DENSITY = Math.max(...SCREEN_DENSITIES);

async function main(): Promise<void> {
  const all = process.argv.includes("--all");
  const manifest: ScreenManifest = readManifest();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
  });
  let bytes = 0;
  try {
    const asked = LOCALES.filter((locale) => process.argv.includes(locale));
    for (const locale of asked.length > 0 ? asked : LOCALES) {
      const hash = sourceHash(locale);
      if (manifest[locale] === hash && !all) continue;
      const dir = join(SCREENS_DIR, locale);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const screen of APP_SCREEN_IDS) bytes += await renderScreen(browser, screen, locale, hash, dir);
      manifest[locale] = hash;
      console.log(`${locale}: ${hash}`);
    }
  } finally {
    await browser.close();
  }
  const sorted = Object.fromEntries(LOCALES.map((locale) => [locale, manifest[locale]]));
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`wrote ${(bytes / 1024).toFixed(0)} KB`);
}

async function renderScreen(
  browser: import("playwright-core").Browser,
  screen: AppScreen,
  locale: (typeof LOCALES)[number],
  hash: string,
  dir: string,
): Promise<number> {
  const { width, height } = APP_SCREENS[screen];
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: MAX_DENSITY });
  const page = await context.newPage();
  await page.setContent(mockUpPage(screen, screenInput(locale)), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ omitBackground: true, type: "png" });
  await context.close();
  let bytes = 0;
  for (const density of SCREEN_DENSITIES) {
    for (const format of Object.keys(ENCODERS) as ScreenFormat[]) {
      const resized = sharp(png).resize({
        width: width * density,
        height: height * density,
        kernel: "lanczos3",
      });
      const file = await ENCODERS[format](resized).toBuffer();
      writeFileSync(join(dir, appScreenFile(screen, hash, width * density, format)), file);
      bytes += file.length;
    }
  }
  return bytes;
}

await main();
