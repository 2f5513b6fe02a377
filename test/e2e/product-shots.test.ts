import { describe, expect, it } from "vitest";
import arScreens from "../../locales/ar/app-screens.json";
import arLocation from "../../locales/ar/location.json";
import jaScreens from "../../locales/ja/app-screens.json";
import jaLocation from "../../locales/ja/location.json";
import { CONNECTED_REGION } from "../../src/catalog/app-screens";
import { SERVER_REGIONS } from "../../src/catalog/server-regions";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

/** Each locale's alt texts as the page fills them in. */
const ALTS = Object.fromEntries(
  (
    [
      ["ja", jaScreens, jaLocation],
      ["ar", arScreens, arLocation],
    ] as const
  ).map(([locale, screens, location]) => [
    locale,
    Object.values(screens.alt).map((alt) =>
      alt.replace("{{country}}", location.countries[SERVER_REGIONS[CONNECTED_REGION]]),
    ),
  ]),
);

/**
 * Decision 182: the home page shows the app in the visitor's language. Chromium picks the AVIF of
 * the page's locale, every picture decodes, its alt text is the locale's, and the pictures'
 * reserved boxes mean nothing moves while they load (CLS 0). Sideways scroll is the overflow
 * sweep's (overflow-sweep.test.ts).
 */
describe("the home page's product screenshots", () => {
  for (const locale of ["ja", "ar"] as const) {
    for (const width of [390, 1440]) {
      it(`/${locale} at ${width} px: localized AVIF screenshots load without a layout shift`, async () => {
        const context = await withConsentGiven(
          await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true }),
        );
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`${baseUrl()}/${locale}`);
        // Lazy pictures load as they come near: scroll them all into view, then read them.
        for (const shot of await page.locator(".product-shot img").all()) await shot.scrollIntoViewIfNeeded();
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>(".product-shot img")].every((img) => img.complete),
        );
        const shots = await page.$$eval(".product-shot img", (imgs) =>
          (imgs as HTMLImageElement[]).map((img) => ({
            naturalWidth: img.naturalWidth,
            currentSrc: img.currentSrc,
            alt: img.alt,
          })),
        );
        expect(shots.length).toBeGreaterThanOrEqual(2);
        for (const shot of shots) {
          expect(shot.naturalWidth).toBeGreaterThan(0);
          expect(shot.currentSrc).toMatch(
            new RegExp(`/app-screens/${locale}/[a-z]+-[0-9a-f]{10}-\\d+\\.avif$`),
          );
          expect(ALTS[locale]).toContain(shot.alt);
        }
        const cls = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(cls).toBe(0);
        await context.close();
      });
    }
  }
});
