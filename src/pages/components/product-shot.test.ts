import { describe, expect, it } from "vitest";
import appScreensAr from "../../../locales/ar/app-screens.json";
import appScreensJa from "../../../locales/ja/app-screens.json";
import locationJa from "../../../locales/ja/location.json";
import { BOT_UA, get } from "../../../test/support/request";
import manifest from "../../catalog/app-screen-manifest.json";

const asCrawler = { "User-Agent": BOT_UA };

const pictures = (html: string) =>
  [...html.matchAll(/<picture class="product-shot[^"]*">([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? "");

describe("product screenshots", () => {
  it.each(["/ja", "/ja/features", "/ja/download", "/ja/pricing"])(
    "%s shows the app in Japanese: AVIF then WebP at 1x and 2x, sized, described",
    async (path) => {
      const html = await (await get(path, asCrawler)).text();
      const shots = pictures(html);
      expect(shots.length).toBeGreaterThan(0);
      for (const shot of shots) {
        expect(shot).toMatch(
          new RegExp(
            `<source type="image/avif" srcSet="/app-screens/ja/[a-z]+-${manifest.ja}-\\d+\\.avif \\d+w, [^"]+ \\d+w" sizes="[^"]+"/>`,
            "i",
          ),
        );
        expect(shot).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp \d+w, [^"]+\.webp \d+w"/i);
        expect(shot).toMatch(
          /<img src="\/app-screens\/ja\/[^"]+\.webp" width="\d+" height="\d+" alt="[^"]+"/,
        );
      }
      const country = locationJa.countries.JP;
      expect(html).toContain(appScreensJa.alt.phone.replace("{{country}}", country));
    },
  );

  it("loads only the home hero's window first; every other screenshot waits until it scrolls near", async () => {
    const home = await (await get("/ja", asCrawler)).text();
    const eager = [...home.matchAll(/<img [^>]*loading="eager"[^>]*>/g)].map((m) => m[0]);
    expect(eager).toHaveLength(1);
    expect(eager[0]).toContain("desktop-");
    expect(eager[0]).toMatch(/fetchpriority="high"/i);
    const pricing = await (await get("/ja/pricing", asCrawler)).text();
    expect(pricing).not.toMatch(/<img [^>]*app-screens[^>]*loading="eager"/);
    expect(pricing).toMatch(/<img [^>]*app-screens[^>]*loading="lazy"/);
  });

  it("shows an Arabic visitor the Arabic screens and alt texts", async () => {
    const html = await (await get("/ar", asCrawler)).text();
    expect(html).toContain(`/app-screens/ar/desktop-${manifest.ar}-720.avif`);
    expect(html).toContain(appScreensAr.alt.desktop.split("{{country}}")[0]);
  });

  it("gives each download platform the screen of its kind of device", async () => {
    const html = await (await get("/download", asCrawler)).text();
    const cards = [...html.matchAll(/data-platform="([^"]+)"[\s\S]*?platform-card__shot--([a-z]+)/g)].map(
      (m) => `${m[1]}:${m[2]}`,
    );
    expect(cards).toEqual([
      "windows:desktop",
      "mac:desktop",
      "ios:phone",
      "android:phone",
      "chrome:desktop",
      "apple-tv:tv",
      "smart-tv:tv",
      "samsung-tv:tv",
      "lg-tv:tv",
    ]);
  });
});
