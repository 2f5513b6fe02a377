import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { asHtml } from "../../test/support/html-text";
import { get, ORIGIN } from "../../test/support/request";
import { asCrawler, attr, LOCALE_FILES } from "../../test/support/route-walk";
import { AFFILIATE_NETWORKS, SECONDS_PER_DAY } from "../catalog/affiliate-programme";
import { MONEY_BACK_DAYS } from "../catalog/billing";
import { BRAND_LOGOS } from "../catalog/company";
import { DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { POLICY_NAMES, POLICY_UPDATED } from "../catalog/legal";
import { PRESS_RELEASES } from "../catalog/press-releases";
import { SERVER_CONTINENT_COUNT, SERVER_REGION_IDS } from "../catalog/server-regions";
import { formatDate, formatDays } from "../i18n/format";
import { LOCALES, type Locale, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { createTranslator, loadMessages } from "../i18n/messages";
import type { RouteDef } from "./route-def";
import { ROUTES } from "./table";

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
  const translatorFor = (code: Locale, namespace: string) => {
    const own = LOCALE_FILES[`/locales/${code}/${namespace}.json`];
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
    continents: SERVER_CONTINENT_COUNT,
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
        // A release headline that counts takes its counts from the catalogue, as the page does:
        // its own, and each embedded phrase's (`{{continents}}`).
        const release = PRESS_RELEASES.find((r) => key === `releases.items.${r.id}.title`);
        const phrases = Object.entries(release?.phrases ?? {}).map(([name, fact]) => [
          name,
          t(`${page.ns}.releases.items.${release?.id}.${name}`, { count: facts[fact] }),
        ]);
        const params = release?.counts
          ? { ...facts, ...Object.fromEntries(phrases), count: facts[release.counts] }
          : facts;
        expect(html, key).toMatch(
          new RegExp(`<h[23][^>]*>${pattern(asHtml(t(`${page.ns}.${key}`, params)))}</h[23]>`),
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
