import { describe, expect, it } from "vitest";
import { ONLY_INSTANT_NAVIGATION, programsIn, unexpectedScripts } from "../../test/support/page-scripts";
import { BOT_UA, get } from "../../test/support/request";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { DEFAULT_LOCALE, type Locale, languageOf, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { createTranslator, type MessageTree } from "../i18n/messages";
import { CONSENT_VALUE } from "../shared/consent";

/**
 * Route walk of the marketing pages (home, features, what-is-vpn, vpn-trial) in every locale
 * variant: the page's main heading, each content section's heading, the explainers' length,
 * structured data, and no program but the plain scripts (only instant navigation on pages that
 * have nothing of their own to enhance).
 */
const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });

/** A message as the page renders it: the locale's own text (English where it has none), counted. */
function message(locale: string, namespace: string, path: string): string {
  const tree = files[`/locales/${locale}/${namespace}.json`] ?? files[`/locales/en/${namespace}.json`] ?? {};
  const found = createTranslator(locale as Locale, { [namespace]: tree })(`${namespace}.${path}`);
  if (found === `${namespace}.${path}`) throw new Error(`no message ${locale}:${namespace}.${path}`);
  return found;
}

function messageKeys(namespace: string, path: string): string[] {
  const node = path
    .split(".")
    .reduce<MessageTree | string | undefined>(
      (n, key) => (typeof n === "object" ? n[key] : undefined),
      files[`/locales/en/${namespace}.json`],
    );
  return typeof node === "object" ? Object.keys(node) : [];
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

const headings = (html: string, level: 1 | 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) =>
    decode(m[1] ?? ""),
  );

const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";

function wordCount(text: string, iso: string): number {
  const segmenter = new Intl.Segmenter(iso, { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).length;
}

const variants = [
  { prefix: "", locale: DEFAULT_LOCALE, iso: languageOf(DEFAULT_LOCALE).iso },
  ...ROUTED_LANGUAGES.map((l) => ({ prefix: `/${l.code}`, locale: l.code, iso: l.iso })),
];

const fetchPage = async (prefix: string, path: string) => {
  // A visitor who has answered the cookie banner: the banner (an island) is not part of the page.
  const response = await get(prefix + (path === "/" && prefix ? "" : path), {
    "User-Agent": BOT_UA,
    Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}`,
  });
  expect(response.status).toBe(200);
  return response.text();
};

interface PageSpec {
  path: string;
  namespace: string;
  /** Message paths of the section headings (h2) the page must show, in order. */
  sections: () => string[];
  minWords: number;
  /** No program but instant navigation (decision 060): nothing of its own to enhance. */
  onlyInstantNavigation: boolean;
}

const PAGES: PageSpec[] = [
  {
    path: "/",
    namespace: "home",
    sections: () => [
      "highlightsTitle",
      "platforms.title",
      "locations.title",
      "trust.title",
      "faq.title",
      "cta.title",
    ],
    minWords: 300,
    // The index popup is the one script of the home page (spec section 4).
    onlyInstantNavigation: false,
  },
  {
    path: "/features",
    namespace: "features",
    sections: () => ["overview.title", "details.title", "faq.title", "cta.title"],
    minWords: 300,
    onlyInstantNavigation: true,
  },
  ...["what-is-vpn", "vpn-trial"].map((namespace) => ({
    path: `/${namespace}`,
    namespace,
    sections: () => [
      ...messageKeys(namespace, "sections").map((id) => `sections.${id}.title`),
      "faq.title",
      "cta.title",
    ],
    minWords: 400,
    onlyInstantNavigation: true,
  })),
];

describe.each(PAGES)("$path", (page) => {
  it.each(variants)(
    "at prefix '$prefix': heading, sections, length, structured data",
    async ({ prefix, locale, iso }) => {
      const html = await fetchPage(prefix, page.path);
      const main = mainOf(html);
      expect(headings(main, 1)).toEqual([message(locale, page.namespace, "title")]);
      const h2 = headings(main, 2);
      const expected = page.sections().map((path) => message(locale, page.namespace, path));
      expect(h2.filter((text) => expected.includes(text))).toEqual(expected);
      expect(wordCount(decode(main.replace(/<script[\s\S]*?<\/script>/g, "")), iso)).toBeGreaterThanOrEqual(
        page.minWords,
      );
      expect(html).toContain('"@type":"FAQPage"');
      const programs = programsIn(html);
      expect(unexpectedScripts(programs)).toEqual([]);
      if (page.onlyInstantNavigation) expect(programs).toEqual(ONLY_INSTANT_NAVIGATION);
    },
  );
});

describe("home", () => {
  it.each(variants)(
    "at prefix '$prefix' names the organization and links every platform and region",
    async ({ prefix }) => {
      const html = await fetchPage(prefix, "/");
      expect(html).toContain('"@type":"Organization"');
      expect(html.match(/href="[^"]*\/download\/[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(9);
      expect(html.match(/href="[^"]*\/vpn-server\/[a-z]+-vpn"/g)?.length).toBe(14);
      expect(html).toMatch(/href="[^"]*\/pricing"/);
    },
  );
});

describe("footer", () => {
  it.each(variants)("at prefix '$prefix' links the on-site help section", async ({ prefix, locale }) => {
    const html = await fetchPage(prefix, "/features");
    expect(html).toContain(`href="${localizedPath(locale as Locale, "/help")}" class="site-footer__help"`);
  });
});
