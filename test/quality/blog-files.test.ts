import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BLOG_FILES_DIR,
  blogBodyFile,
  blogIndexFile,
  blogSearchFile,
  splitBuiltLocale,
} from "../../src/blog/blog-assets";
import type { BuiltLocale } from "../../src/blog/types";
import { LOCALES } from "../../src/i18n/languages";
import { BUILT_WORKER } from "../support/built-site";

/**
 * Decision 151: the deployed Worker carries no article; the build ships the blog as static assets
 * the Worker reads. Checked on the output of `npm run build` (npm test builds first).
 */
const BUILT_BLOG = join("dist/client", BLOG_FILES_DIR);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/** What the content build made of content/blog/<locale>/ (written by the same `vite build`). */
const builtLocale = (locale: string) => readJson(`src/blog/generated/${locale}.json`) as BuiltLocale;

describe("blog files in the build", () => {
  it("every article of every locale is in its index, with its search text and its own body file", () => {
    for (const locale of LOCALES) {
      const sources = readdirSync(join("content/blog", locale)).filter((name) => name.endsWith(".md"));
      const { index, texts, bodies } = splitBuiltLocale(builtLocale(locale));
      expect(index.articles.map((a) => `${a.unikey}.md`).sort(), locale).toEqual(sources.sort());
      expect(readJson(join(BUILT_BLOG, blogIndexFile(locale))), locale).toEqual(index);
      expect(readJson(join(BUILT_BLOG, blogSearchFile(locale))), locale).toEqual(texts);
      for (const [unikey, body] of bodies) {
        const file = join(BUILT_BLOG, blogBodyFile(locale, unikey));
        expect(existsSync(file), file).toBe(true);
        expect(readJson(file), file).toEqual(body);
      }
    }
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
