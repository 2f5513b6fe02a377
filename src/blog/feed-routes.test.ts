import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { builtBlog } from "../../test/support/built-blog";
import { BROWSER_UA, get, ORIGIN } from "../../test/support/request";
import { LANGUAGE_COOKIE } from "../catalog/cookies";
import { FEED_SIZE } from "./feed";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe("Atom feed", () => {
  it.each([
    ["/blog/feed.xml", "en", ""],
    ["/de/blog/feed.xml", "de", "/de"],
    ["/ar/blog/feed.xml", "ar", "/ar"],
  ] as const)("%s is well-formed Atom with the required elements", async (path, locale, prefix) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/atom+xml");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBeTruthy();
    expect(feed.id).toBe(`${ORIGIN}${prefix}/blog`);
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    const self = asList(feed.link).find((l: Record<string, string>) => l["@rel"] === "self");
    expect(self?.["@href"]).toBe(`${ORIGIN}${path}`);
    const { articles } = await builtBlog(locale);
    const entries = asList(feed.entry) as Record<string, unknown>[];
    expect(entries).toHaveLength(Math.min(FEED_SIZE, articles.length));
    for (const [i, entry] of entries.entries()) {
      const article = articles[i];
      expect(entry.title).toBe(article?.title);
      expect(entry.id).toBe(`${ORIGIN}${prefix}/blog/${article?.unikey}`);
      expect(entry.updated).toBe(`${article?.updated}T00:00:00Z`);
      expect((entry.author as { name: string }).name).toBe(article?.author);
      expect(entry.summary).toBe(article?.description);
    }
  });

  it("is announced in the head of every blog page, in the page's language", async () => {
    const html = await (await get("/de/blog/vpn-kill-switch")).text();
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${ORIGIN}/de/blog/feed.xml"/>`,
      ),
    );
  });

  it("is the same file for every visitor: no language redirect", async () => {
    const response = await get("/blog/feed.xml", {
      "User-Agent": BROWSER_UA,
      Cookie: `${LANGUAGE_COOKIE.name}=de`,
    });
    expect(response.status).toBe(200);
  });
});
