import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { asHtml } from "../../test/support/html-text";
import { BOT_UA, get, ORIGIN } from "../../test/support/request";
import { AFFILIATE_NETWORKS, SECONDS_PER_DAY } from "../catalog/affiliate-programme";
import { BRAND_LOGOS, MONEY_BACK_DAYS } from "../catalog/company";
import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { POLICY_NAMES, POLICY_UPDATED } from "../catalog/legal";
import { PRESS_RELEASES } from "../catalog/press-releases";
import { regionSlug, SERVER_REGION_IDS } from "../catalog/server-regions";
import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../catalog/social-platforms";
import { formatDate, formatDays } from "../i18n/format";
import { DEFAULT_LOCALE, LOCALES, type Locale, languageOf, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { createTranslator, loadMessages, type MessageTree } from "../i18n/messages";
import { buildPath, enumeratePaths, ROUTES, type RouteDef } from "./table";

/** One concrete path per route (the first value of each listed parameter, or its example). */
function samplePath(def: RouteDef): string {
  return enumeratePaths(def)[0] ?? buildPath(def, { ...def.example });
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

// A crawler's user agent: it is never redirected by language, so each variant answers as asked.
const asCrawler = { "User-Agent": BOT_UA };

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
      expect(attr(html, /<html lang="[^"]+" dir="([^"]+)"/)).toBe(language.code === "ar" ? "rtl" : "ltr");
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

describe("downloads, server locations and social media: real content in every locale", () => {
  type Tree = { [key: string]: string | Tree };
  const files = import.meta.glob<Tree>("/locales/*/*.json", { eager: true, import: "default" });
  const text = (locale: string, key: string): string => {
    const [ns, ...path] = key.split(".");
    let node: string | Tree | undefined = files[`/locales/${locale}/${ns}.json`];
    for (const part of path) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") throw new Error(`no text ${locale}:${key}`);
    return node;
  };
  const fill = (value: string, vars: Record<string, string>) =>
    value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");
  const decode = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const headings = (html: string, level: 1 | 2) =>
    [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((m) =>
      decode(m[1] ?? "").trim(),
    );
  /** Words of the main content; in Japanese every two kana or kanji count as one word. */
  const words = (html: string) => {
    const main = decode(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "");
    const cjk = main.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
    const other = main.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, " ");
    return Math.floor(cjk / 2) + (other.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
  };

  interface Page {
    path: string;
    h1: (locale: string) => string;
    /** Message keys of the section headings the page must show. */
    sections: readonly string[];
    minWords: number;
    breadcrumb?: boolean;
    /** Interpolation values of the section headings. */
    vars?: Record<string, string>;
  }
  const productNames = Object.fromEntries(DOWNLOAD_PRODUCTS.map((p) => [p, DOWNLOAD_PRODUCT_NAMES[p]]));
  const pages: Page[] = [
    {
      path: "/download",
      h1: (l) => text(l, "download.title"),
      sections: ["download.platformsTitle", "download.howTitle", "download.faqTitle"],
      minWords: 300,
    },
    ...DOWNLOAD_PRODUCTS.map((product) => ({
      path: `/download/${product}`,
      h1: (l: string) => fill(text(l, "download-product.title"), { product: productNames[product] ?? "" }),
      sections: [
        "download-product.stepsTitle",
        "download-product.requirementsTitle",
        "download-product.afterTitle",
        "download-product.faqTitle",
        "download-product.otherTitle",
      ],
      minWords: 250,
      breadcrumb: true,
    })),
    {
      path: "/vpn-server",
      h1: (l) => text(l, "vpn-server.title"),
      sections: [
        "location.regions.americas",
        "location.regions.europe",
        "location.regions.asiaPacific",
        "vpn-server.chooseTitle",
        "vpn-server.faqTitle",
      ],
      minWords: 300,
    },
    ...SERVER_REGION_IDS.map((region) => ({
      path: `/vpn-server/${regionSlug(region)}`,
      h1: (l: string) => text(l, `vpn-server-detail.regions.${region}.title`),
      sections: [
        "vpn-server-detail.serversTitle",
        "vpn-server-detail.useCasesTitle",
        "vpn-server-detail.streamingTitle",
        "vpn-server-detail.localTitle",
        "vpn-server-detail.connectTitle",
        "vpn-server-detail.faqTitle",
        "vpn-server-detail.moreTitle",
      ],
      minWords: 250,
      breadcrumb: true,
    })),
    {
      path: "/vpn-for-social-media",
      h1: (l) => text(l, "vpn-for-social-media.title"),
      sections: [
        "vpn-for-social-media.networksTitle",
        "vpn-for-social-media.whyTitle",
        "vpn-for-social-media.limitsTitle",
        "vpn-for-social-media.faqTitle",
      ],
      minWords: 300,
    },
    ...SOCIAL_PLATFORM_IDS.map((id) => ({
      path: `/vpn-for-social-media/${id}`,
      h1: (l: string) =>
        fill(text(l, "vpn-for-social-media-detail.title"), { platform: SOCIAL_PLATFORMS[id] }),
      sections: [
        "vpn-for-social-media-detail.tipsTitle",
        "vpn-for-social-media-detail.careTitle",
        "vpn-for-social-media-detail.setupTitle",
        "vpn-for-social-media-detail.faqTitle",
        "vpn-for-social-media-detail.othersTitle",
      ],
      minWords: 250,
      breadcrumb: true,
      vars: { platform: SOCIAL_PLATFORMS[id] },
    })),
  ];

  const localeOf = (prefix: string) => (prefix === "" ? "en" : prefix.slice(1));
  const variants = ["", ...ROUTED_LANGUAGES.filter((l) => l.code !== "en").map((l) => `/${l.code}`)];

  for (const page of pages) {
    it.each(variants)(`${page.path} at prefix '%s': heading, sections, length`, async (prefix) => {
      const locale = localeOf(prefix);
      const html = await (await get(prefix + page.path, asCrawler)).text();
      expect(headings(html, 1)).toEqual([page.h1(locale)]);
      const h2 = headings(html, 2);
      for (const key of page.sections) expect(h2).toContain(fill(text(locale, key), page.vars ?? {}));
      expect(words(html)).toBeGreaterThanOrEqual(page.minWords);
      if (page.breadcrumb) {
        type Crumbs = { "@type": string; itemListElement: { position: number; item: string }[] };
        const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
        const crumbs = blocks
          .map((m) => JSON.parse(m[1] ?? "{}") as Crumbs)
          .find((data) => data["@type"] === "BreadcrumbList") as Crumbs;
        expect(crumbs["@type"]).toBe("BreadcrumbList");
        expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
        expect(crumbs.itemListElement.at(-1)?.item).toBe(ORIGIN + localizedPath(locale as Locale, page.path));
      }
    });
  }
});

describe("policy documents in every locale variant", () => {
  const cases = POLICY_NAMES.flatMap((name) =>
    LOCALES.map((locale) => ({ name, locale, def: ROUTES.find((r) => r.name === name) as RouteDef })),
  );

  it.each(cases)(
    "$name in $locale: heading, contents linked to sections, last-updated date",
    async ({ name, locale, def }) => {
      const html = await (await get(localizedPath(locale, def.pattern), asCrawler)).text();
      const messages = await loadMessages(locale, [name]);
      const tree = messages[name] as Record<string, unknown>;
      expect(html).toContain(`<h1>${asHtml(tree.title as string)}</h1>`);
      const ids = Object.keys(tree.sections as object);
      expect(ids.length).toBeGreaterThanOrEqual(8);
      const toc = /<nav class="toc[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      expect([...toc.matchAll(/<a href="#([^"]+)">/g)].map((m) => m[1])).toEqual(ids);
      expect([...html.matchAll(/<section id="([^"]+)" aria-labelledby/g)].map((m) => m[1])).toEqual(ids);
      const updated = POLICY_UPDATED[name];
      const date = formatDate(new Date(`${updated}T00:00:00Z`), locale);
      expect(html).toContain(`<time dateTime="${updated}">${asHtml(date)}</time>`);
      expect(html).not.toMatch(/\{\{\w+\}\}/);
      // The operator's addresses reach every document through placeholders, as mailto links.
      expect(html).toMatch(/<a href="mailto:[^"@]+@[^"]+">[^<]+@[^<]+<\/a>/);
    },
  );
});

describe("company pages: main heading, content sections and real content in every language", () => {
  const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });
  const translatorFor = (code: Locale, namespace: string) => {
    const own = files[`/locales/${code}/${namespace}.json`];
    if (!own) throw new Error(`no ${code}/${namespace} messages`);
    return createTranslator(code, { [namespace]: own });
  };
  const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/gi, " ")
      .replace(/\s+/g, " ");
  const wordsIn = (text: string, iso: string) =>
    [...new Intl.Segmenter(iso, { granularity: "word" }).segment(text)].filter((s) => s.isWordLike).length;

  const facts = {
    regions: SERVER_REGION_IDS.length,
    platforms: DOWNLOAD_PRODUCTS.length,
    languages: LOCALES.length,
    days: MONEY_BACK_DAYS,
  };
  const pages = [
    {
      path: "/aboutus",
      ns: "aboutus",
      sections: [
        "story.title",
        "mission.title",
        "principles.title",
        "numbers.title",
        "team.title",
        "cta.title",
      ],
    },
    {
      path: "/press-room",
      ns: "press-room",
      sections: [
        "releases.title",
        ...PRESS_RELEASES.map((r) => `releases.items.${r.id}.title`),
        "mediaKit.title",
        "mediaKit.boilerplate.title",
        "contact.title",
      ],
    },
    {
      path: "/affiliate",
      ns: "affiliate",
      sections: [
        "benefits.title",
        "steps.title",
        "commission.title",
        "tracking.title",
        "terms.title",
        "cta.title",
      ],
    },
    {
      path: "/contact-us",
      ns: "contact-us",
      sections: ["form.title", "tips.title", "channels.title", "response.title"],
    },
  ];
  const variants = ROUTED_LANGUAGES.map((language) => ({ prefix: `/${language.code}`, language }));

  for (const page of pages) {
    it.each(variants)(`${page.path} at '$prefix'`, async ({ prefix, language }) => {
      const html = await (await get(prefix + page.path, asCrawler)).text();
      const t = translatorFor(language.code, page.ns);
      expect(attr(html, /<h1>([^<]+)<\/h1>/)).toBe(asHtml(t(`${page.ns}.title`, facts)));
      for (const key of page.sections) {
        expect(html, key).toMatch(
          new RegExp(`<h[23][^>]*>${pattern(asHtml(t(`${page.ns}.${key}`, facts)))}</h[23]>`),
        );
      }
      expect(wordsIn(textOf(mainOf(html)), language.iso), "words in <main>").toBeGreaterThanOrEqual(250);
    });
  }

  it.each(variants)(
    "the affiliate page's tracking table comes from the tracking catalog at '$prefix'",
    async ({ prefix, language }) => {
      const html = await (await get(`${prefix}/affiliate`, asCrawler)).text();
      for (const network of AFFILIATE_NETWORKS) {
        expect(html).toContain(`<code>${network.param}</code>`);
        for (const cookie of network.cookies) {
          const days = formatDays((cookie.maxAge ?? 0) / SECONDS_PER_DAY, language.code);
          expect(html).toMatch(new RegExp(`<code>${cookie.name}</code></td><td>${days}</td>`));
        }
      }
    },
  );

  it("the press room offers the logo files that public/ serves", async () => {
    const html = await (await get("/press-room", asCrawler)).text();
    for (const logo of BRAND_LOGOS) {
      expect(html).toContain(`href="${logo.path}" download=""`);
      // Static files are served by the assets binding ahead of the Worker.
      const file = await env.ASSETS.fetch(ORIGIN + logo.path);
      expect(file.status).toBe(200);
      expect(await file.text()).toContain("<svg");
    }
  });
});
