import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BuiltLocale } from "../../src/blog/types";
import { LOCALES } from "../../src/i18n/languages";
import { BUILT_WORKER } from "../support/built-site";

/**
 * Decisions 151 and 181: the deployed Worker carries no article; the content build's output is
 * what the content sync loads into BLOG. Checked on the output of `npm run build` (npm test
 * builds first).
 */
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/** What the content build made of content/blog/<locale>/ (written by the same `vite build`). */
const builtLocale = (locale: string) => readJson(`src/blog/generated/${locale}.json`) as BuiltLocale;

describe("the blog in the build", () => {
  it("the content build has every article of every locale, with its body and search text", () => {
    for (const locale of LOCALES) {
      const sources = readdirSync(join("content/blog", locale)).filter((name) => name.endsWith(".md"));
      const { articles } = builtLocale(locale);
      expect(articles.map((a) => `${a.unikey}.md`).sort(), locale).toEqual(sources.sort());
      for (const article of articles) {
        expect(article.html.length, `${locale}/${article.unikey}`).toBeGreaterThan(100);
        expect(article.text.length, `${locale}/${article.unikey}`).toBeGreaterThan(100);
      }
    }
  });

  it("ships no article as a static asset: the Worker reads BLOG", () => {
    expect(existsSync("dist/client/_blog")).toBe(false);
  });

  it("the Worker bundle carries none of the articles", () => {
    const bundle = readFileSync(BUILT_WORKER, "utf8");
    // English texts are plain ASCII in the bundle (other scripts are escaped there): each
    // article's description and the opening of its body stand for the article.
    const { articles } = builtLocale("en");
    expect(articles.length).toBeGreaterThan(5);
    for (const article of articles) {
      const opening = article.text.replace(/\s+/g, " ").trim().slice(0, 80);
      for (const sample of [article.description, opening]) {
        expect(/^[\x20-\x7e]{30,}$/.test(sample), `${article.unikey}: "${sample}" is a usable sample`).toBe(
          true,
        );
        expect(bundle.includes(sample), `${article.unikey}: "${sample.slice(0, 60)}…" is in the bundle`).toBe(
          false,
        );
      }
    }
  });
});
