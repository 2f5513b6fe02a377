import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  APP_SCREEN_IDS,
  APP_SCREENS,
  appScreenFile,
  SCREEN_DENSITIES,
  SCREEN_FORMATS,
} from "../../src/catalog/app-screens";
import { LOCALES } from "../../src/i18n/languages";
import { readManifest, SCREENS_DIR } from "./manifest";
import { sourceHash } from "./source-hash";

/** The budget for a screenshot at its displayed size (decision 182). */
const AVIF_1X_BUDGET = 30 * 1024;

const manifest = readManifest();

function expectedFiles(locale: string): string[] {
  const hash = manifest[locale as keyof typeof manifest] ?? "missing";
  return APP_SCREEN_IDS.flatMap((screen) =>
    SCREEN_DENSITIES.flatMap((density) =>
      SCREEN_FORMATS.map((format) =>
        appScreenFile(screen, hash, APP_SCREENS[screen].width * density, format),
      ),
    ),
  ).sort();
}

describe("the app screenshots (npm run imagery)", () => {
  it.each(LOCALES)("%s: were rendered from today's mock-ups and screen texts", (locale) => {
    expect(
      manifest[locale],
      `public/app-screens/${locale} is stale or missing: an edited label or mock-up needs \`npm run imagery\``,
    ).toBe(sourceHash(locale));
  });

  it.each(LOCALES)("%s: has every screen in every format and width, and nothing else", (locale) => {
    const dir = join(SCREENS_DIR, locale);
    const present = existsSync(dir) ? readdirSync(dir).sort() : [];
    expect(present).toEqual(expectedFiles(locale));
  });

  it.each(LOCALES)("%s: keeps each AVIF at its displayed width within the budget", (locale) => {
    for (const screen of APP_SCREEN_IDS) {
      const file = appScreenFile(screen, manifest[locale] ?? "", APP_SCREENS[screen].width, "avif");
      const path = join(SCREENS_DIR, locale, file);
      expect(existsSync(path) ? statSync(path).size : 0, file).toBeGreaterThan(0);
      expect(statSync(path).size, file).toBeLessThanOrEqual(AVIF_1X_BUDGET);
    }
  });
});
