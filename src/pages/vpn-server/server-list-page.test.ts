import { describe, expect, it } from "vitest";
import { asHtml } from "../../../test/support/html-text";
import { BOT_UA, get } from "../../../test/support/request";
import {
  regionSlug,
  SERVER_REGION_AREAS,
  SERVER_REGION_IDS,
  SERVER_REGIONS,
} from "../../catalog/server-regions";
import { LOCALES, type Locale } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../i18n/messages";

const asCrawler = { "User-Agent": BOT_UA };

describe("server locations", () => {
  it("groups every region exactly once by part of the world", () => {
    const listed = Object.values(SERVER_REGION_AREAS).flat();
    expect([...listed].sort()).toEqual([...SERVER_REGION_IDS].sort());
  });

  it("shows each country with a sized, decorative SVG flag and a link to its page", async () => {
    const html = await (await get("/vpn-server", asCrawler)).text();
    const flags = html.match(
      /<span class="flag"><svg width="36" height="24" aria-hidden="true" focusable="false"/g,
    );
    expect(flags).toHaveLength(SERVER_REGION_IDS.length);
    for (const region of SERVER_REGION_IDS)
      expect(html).toContain(`href="/vpn-server/${regionSlug(region)}"`);
  });

  it("a region page names its cities in the visitor's language", async () => {
    const html = await (await get("/ru/vpn-server/japan-vpn", asCrawler)).text();
    expect(html).toContain("<li>Токио</li><li>Осака</li>");
    expect(html).toContain("TVer, ABEMA и NHK+");
  });
});

describe("calls to action on the server pages", () => {
  const band = (html: string) => /<div class="cta-band">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? "";
  const variants = LOCALES.map((locale) => ({ locale }));

  it.each(variants)(
    "the server list in $locale ends with a way to buy and to download",
    async ({ locale }) => {
      const html = await (await get(localizedPath(locale, "/vpn-server"), asCrawler)).text();
      const t = await translatorOf(locale);
      const cta = band(html);
      expect(cta).toContain(asHtml(t("vpn-server.cta.title")));
      expect(cta).toContain(
        `<a href="${localizedPath(locale, "/pricing")}" class="btn btn-primary btn-large">${asHtml(t("common.cta.getVpn"))}</a>`,
      );
      expect(cta).toContain(
        `<a href="${localizedPath(locale, "/download")}" class="btn btn-secondary btn-large">${asHtml(t("common.cta.download"))}</a>`,
      );
    },
  );

  it.each(variants)(
    "each server page in $locale names its country in its call to action",
    async ({ locale }) => {
      const t = await translatorOf(locale);
      for (const region of SERVER_REGION_IDS) {
        const html = await (
          await get(localizedPath(locale, `/vpn-server/${regionSlug(region)}`), asCrawler)
        ).text();
        const country = t(`location.countries.${SERVER_REGIONS[region]}`);
        const cta = band(html);
        expect(cta, region).toContain(asHtml(t("vpn-server-detail.cta.title", { country })));
        expect(cta, region).toContain(asHtml(country));
        expect(cta, region).toContain(
          `<a href="${localizedPath(locale, "/pricing")}" class="btn btn-primary btn-large">`,
        );
      }
    },
  );
});

async function translatorOf(locale: Locale) {
  return createTranslator(
    locale,
    await loadMessages(locale, ["vpn-server", "vpn-server-detail", "common", "location"]),
  );
}
