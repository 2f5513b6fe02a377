import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "../../test/support/request";
import { asCrawler, LOCALE_FILES } from "../../test/support/route-walk";
import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { regionSlug, SERVER_REGION_IDS } from "../catalog/server-regions";
import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../catalog/social-platforms";
import { type Locale, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import type { MessageTree } from "../i18n/messages";

describe("downloads, server locations and social media: real content in every locale", () => {
  const text = (locale: string, key: string): string => {
    const [ns, ...path] = key.split(".");
    let node: string | MessageTree | undefined = LOCALE_FILES[`/locales/${locale}/${ns}.json`];
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
