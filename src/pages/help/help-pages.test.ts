import { describe, expect, it } from "vitest";
import { asHtml } from "../../../test/support/html-text";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../../../test/support/page-scripts";
import { BOT_UA, get, ORIGIN } from "../../../test/support/request";
import { DEVICE_LIMIT } from "../../catalog/billing";
import { COMPANY_EMAILS, SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { CONSENT_COOKIE } from "../../catalog/cookies";
import { helpCentreUrl } from "../../catalog/help-centre";
import { HELP_TOPIC_IDS, HELP_TOPICS, type HelpTopic } from "../../catalog/help-topics";
import { topicAnswers } from "../../help/help-answers";
import { DEFAULT_LOCALE, type Locale, ROUTED_LANGUAGES } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../i18n/messages";
import { CONSENT_VALUE } from "../../shared/consent";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";

// A crawler that has answered the cookie banner: the banner is not part of the page.
const asCrawler = { "User-Agent": BOT_UA, Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}` };
const variants = [
  { prefix: "", locale: DEFAULT_LOCALE as Locale },
  ...ROUTED_LANGUAGES.map((l) => ({ prefix: `/${l.code}`, locale: l.code as Locale })),
];

const translatorOf = async (locale: Locale) =>
  createTranslator(locale, await loadMessages(locale, ["help", "blog-search", "footer", "common"]));

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await get(path, asCrawler);
  return { status: response.status, html: await response.text() };
}

/** The links of a page's search results, in order. */
const resultLinks = (html: string) =>
  [...html.matchAll(/<li class="search-result">[\s\S]*?<h3><a href="([^"]+)"/g)].map((m) => m[1]);

/** The FAQPage structured data of a page, if any. */
function faqPage(html: string): { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | null {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json ?? "{}");
    if (data["@type"] === "FAQPage") return data;
  }
  return null;
}

describe("a help topic page", () => {
  const cases = variants.flatMap((variant) => HELP_TOPIC_IDS.map((topic) => ({ ...variant, topic })));

  it.each(cases)(
    "$prefix/help/$topic shows each question openable by its fragment, with the FAQPage data and no program",
    async ({ prefix, locale, topic }) => {
      const { status, html } = await page(`${prefix}/help/${topic}`);
      expect(status).toBe(200);
      const t = await translatorOf(locale);
      expect(html).toContain(`<h1>${asHtml(t(`help.topics.${topic}.title`))}</h1>`);
      const answers = topicAnswers(t, locale, topic);
      // Every question, in the catalogue's order, each with its stable fragment inside its answer.
      expect([...html.matchAll(/<span class="faq__anchor" id="([^"]+)"><\/span>/g)].map((m) => m[1])).toEqual(
        [...HELP_TOPICS[topic]],
      );
      for (const answer of answers) {
        expect(html).toContain(`<summary>${asHtml(answer.question)}</summary>`);
      }
      const data = faqPage(html);
      expect(data?.mainEntity.map((q) => q.name)).toEqual(answers.map((a) => a.question));
      expect(data?.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers.map((a) => a.answer));
      // Facts are filled in: no placeholder and no untranslated key reaches the page.
      expect(html).not.toMatch(/\{\{|help\.topics\./);
      // A content page: no React, no program but instant navigation (decision 060).
      expect(programsIn(html)).toEqual(ONLY_INSTANT_NAVIGATION);
      expect(html).toContain(
        `<link rel="canonical" href="${ORIGIN}${localizedPath(locale, `/help/${topic}`)}"/>`,
      );
    },
  );

  it("states the catalogue's facts in the answers (the support promise, the device limit)", async () => {
    const { html } = await page("/help/account");
    expect(html).toContain(`within ${SUPPORT_REPLY_BUSINESS_DAYS} business day`);
    expect(html).toContain(`href="mailto:${COMPANY_EMAILS.support}"`);
    // Arabic states the device limit in its own digits (decision 147).
    const ar = faqPage((await page("/ar/help/devices")).html);
    const limit = ar?.mainEntity[HELP_TOPICS.devices.indexOf("device-limit")]?.acceptedAnswer.text;
    expect(limit).toContain(new Intl.NumberFormat("ar").format(DEVICE_LIMIT));
  });

  it("links the pages an answer names, in the page's language", async () => {
    const { html } = await page("/de/help/setup");
    for (const product of [
      "windows",
      "mac",
      "ios",
      "android",
      "chrome",
      "apple-tv",
      "smart-tv",
      "samsung-tv",
      "lg-tv",
    ])
      expect(html).toContain(`href="/de/download/${product}"`);
    expect((await page("/fr/help/refunds")).html).toContain('href="/fr/myaccount"');
  });

  it.each(["/help/nothing", "/de/help/nothing", "/help/Billing", "/ar/help/billing-and-more"])(
    "%s is the site's not-found page",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain(`Page Not Found: <code>${path}</code>`);
    },
  );
});

describe("the help index", () => {
  it.each(variants)(
    "$prefix/help lists every topic and question, the search and both ways to more help",
    async ({ prefix, locale }) => {
      const { status, html } = await page(`${prefix}/help`);
      expect(status).toBe(200);
      const t = await translatorOf(locale);
      expect(html).toContain(`<h1>${asHtml(t("help.index.title"))}</h1>`);
      for (const topic of HELP_TOPIC_IDS) {
        expect(html).toContain(`href="${localizedPath(locale, `/help/${topic}`)}"`);
        for (const id of HELP_TOPICS[topic])
          expect(html).toContain(`href="${localizedPath(locale, `/help/${topic}`)}#${id}"`);
      }
      expect(html).toMatch(
        new RegExp(
          `<form class="search-form" (?=[^>]*method="get")(?=[^>]*action="${localizedPath(locale, "/help/search")}")`,
        ),
      );
      expect(html).toContain(`href="${localizedPath(locale, "/contact-us")}"`);
      // The external help centre's guides: Russian readers get their own edition (spec section 2).
      expect(html).toContain(`href="${helpCentreUrl(locale)}"`);
      expect(programsIn(html)).toEqual(ONLY_INSTANT_NAVIGATION);
    },
  );

  it("sends Russian readers to the Russian help centre and everyone else to en-us", () => {
    expect(helpCentreUrl("ru")).toMatch(/\/ru$/);
    expect(helpCentreUrl("de")).toMatch(/\/en-us$/);
  });
});

describe("help search", () => {
  /**
   * A word of an answer that its question does not contain: the longest one, or for text without
   * spaces (Japanese once translated) its first few characters, which the search matches inside a run.
   */
  function answerWord(question: string, answer: string): string {
    const words = (answer.match(/\p{L}+/gu) ?? []).filter(
      (w) => !question.toLowerCase().includes(w.toLowerCase()),
    );
    const longest = words.sort((a, b) => b.length - a.length)[0] ?? "";
    return longest.length > 12 ? longest.slice(0, 4) : longest;
  }

  it.each(["en", "ar", "ja"] as const)(
    "finds a question by a word of its answer in %s, linking its fragment with the match marked",
    async (locale) => {
      const t = await translatorOf(locale);
      const topic: HelpTopic = "privacy";
      const answer = topicAnswers(t, locale, topic).find((a) => a.id === "account-data");
      if (!answer) throw new Error("no account-data answer");
      const word = answerWord(answer.question, answer.answer);
      expect(word.length).toBeGreaterThan(1);
      const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
      const { status, html } = await page(`${prefix}/help/search?q=${encodeURIComponent(word)}`);
      expect(status).toBe(200);
      expect(resultLinks(html)).toContain(`${localizedPath(locale, "/help/privacy")}#account-data`);
      expect(html).toContain("<mark>");
      expect(programsIn(html)).toEqual(ONLY_INSTANT_NAVIGATION);
    },
  );

  it("ranks a question whose wording matches above answers that only mention the word", async () => {
    const { html } = await page("/help/search?q=receipts");
    expect(resultLinks(html)[0]).toBe("/help/billing#receipts");
  });

  it("is a plain GET form that keeps the query, and caches briefly by full URL", async () => {
    const response = await get("/help/search?q=refund", asCrawler);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const html = await response.text();
    expect(html).toContain('value="refund"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("asks for a word without a query and says so when nothing matches", async () => {
    const t = await translatorOf("en");
    expect((await page("/help/search")).html).toContain(asHtml(t("help.search.prompt")));
    const none = await page("/help/search?q=zzzyxw");
    expect(none.status).toBe(200);
    expect(none.html).toContain(asHtml(t("help.search.empty", { query: "zzzyxw" })));
    // Nothing found: the way to a person follows.
    expect(none.html).toContain('class="help-contact"');
  });

  it("treats markup in the query as text", async () => {
    const { status, html } = await page(
      `/help/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`,
    );
    expect(status).toBe(200);
    expect(html).not.toContain("<img src=x");
  });

  it.each(["en", "de", "ar"] as const)(
    "refuses an over-long query in %s with the blog search's localized message and status 400",
    async (locale) => {
      const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
      const { status, html } = await page(`${prefix}/help/search?q=${"vpn ".repeat(40)}`);
      expect(status).toBe(400);
      const t = await translatorOf(locale);
      expect(html).toContain(asHtml(t("blog-search.tooLong", { count: SEARCH_QUERY_MAX_LENGTH })));
      expect(html).toContain('aria-invalid="true"');
    },
  );
});

describe("the way to the help section", () => {
  it.each(variants)("the footer links the on-site help at '$prefix'", async ({ prefix, locale }) => {
    const { html } = await page(prefix || "/");
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer).toContain(`<a href="${localizedPath(locale, "/help")}" class="site-footer__help">`);
  });

  it("the contact page's help centre link opens the on-site help", async () => {
    const channels = /<dl class="contact-channels">[\s\S]*?<\/dl>/.exec(
      (await page("/de/contact-us")).html,
    )?.[0];
    expect(channels).toContain('href="/de/help"');
  });

  it("the sitemap lists /help and every topic with alternates, and not the search", async () => {
    const xml = await (await get("/sitemap-de.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/de/help</loc>`);
    for (const topic of HELP_TOPIC_IDS) expect(xml).toContain(`<loc>${ORIGIN}/de/help/${topic}</loc>`);
    expect(xml).toContain(`hreflang="ar" href="${ORIGIN}/ar/help/billing"`);
    expect(xml).not.toContain("/help/search");
  });
});
