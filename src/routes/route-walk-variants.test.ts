import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "../../test/support/request";
import { asCrawler, attr } from "../../test/support/route-walk";
import { DEFAULT_LOCALE, languageOf, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { buildPath, enumeratePaths, type RouteDef } from "./route-def";
import { ROUTES } from "./table";

/** One concrete path per route (the first value of each listed parameter, or its example). */
function samplePath(def: RouteDef): string {
  return enumeratePaths(def)[0] ?? buildPath(def.pattern, { ...def.example });
}

describe("every route in every locale variant", () => {
  const variants = [
    { prefix: "", language: languageOf(DEFAULT_LOCALE) },
    ...ROUTED_LANGUAGES.map((language) => ({ prefix: `/${language.code}`, language })),
  ];
  for (const def of ROUTES) {
    const bare = samplePath(def);
    it.each(variants)(`${def.name} (${bare}) at prefix '$prefix'`, async ({ prefix, language }) => {
      const path = prefix + (bare === "/" && prefix ? "" : bare);
      const response = await get(path, asCrawler);
      // A page that needs a signed-in visitor sends an anonymous one to sign in first.
      if (def.middleware?.includes("auth")) {
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toMatch(
          new RegExp(`^${localizedPath(language.code, "/login")}\\?`),
        );
        return;
      }
      expect(response.status).toBe(def.status ?? 200);
      const html = await response.text();
      expect(attr(html, /<html lang="([^"]+)"/)).toBe(language.iso);
      // Arabic and Persian are written right to left; every other language left to right.
      expect(attr(html, /<html lang="[^"]+" dir="([^"]+)"/)).toBe(
        ["ar", "fa"].includes(language.code) ? "rtl" : "ltr",
      );
      expect(attr(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).not.toContain(`${def.name}.title`);
    });
  }
});

describe("not found", () => {
  it.each([
    "/no-such-page",
    "/de/no-such-page",
    "/download/windows-phone",
    "/vpn-server/mars-vpn",
    "/vpn-server/atlantis",
    "/vpn-server/atlantis-vpn",
    "/vpn-for-social-media/myspace",
    "/pricing/checkout/abc",
    "/xx/pricing",
    "/blog/Not_A_Slug",
  ])("%s answers 404 with the spec's message", async (path) => {
    const response = await get(path, asCrawler);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`Page Not Found: <code>${path}</code>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("renders /404 as the same page", async () => {
    const response = await get("/404", asCrawler);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found: <code>/404</code>");
  });

  it("speaks the language of the prefix", async () => {
    const html = await (await get("/ja/unknown", asCrawler)).text();
    expect(html).toContain('<html lang="ja-JP"');
  });
});

describe("canonical and hreflang", () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]);

  it("names the unprefixed URL canonical for English, /en included", async () => {
    for (const path of ["/download/ios", "/en/download/ios"]) {
      const html = await (await get(path, asCrawler)).text();
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/download/ios`);
    }
  });

  it("names the prefixed URL canonical in other languages", async () => {
    const html = await (await get("/de/download/ios", asCrawler)).text();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/de/download/ios`);
  });

  it("lists one alternate per language plus x-default, each at its canonical URL", async () => {
    const html = await (await get("/fr/vpn-server/japan-vpn", asCrawler)).text();
    const expected = [
      ...ROUTED_LANGUAGES.map((l) => [l.iso, ORIGIN + localizedPath(l.code, "/vpn-server/japan-vpn")]),
      ["x-default", `${ORIGIN}/vpn-server/japan-vpn`],
    ];
    expect(links(html)).toEqual(expected);
  });

  it("home alternates are the bare locale roots", async () => {
    const html = await (await get("/", asCrawler)).text();
    expect(links(html)).toContainEqual(["de-DE", `${ORIGIN}/de`]);
    expect(links(html)).toContainEqual(["x-default", `${ORIGIN}/`]);
  });
});
