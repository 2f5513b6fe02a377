import { describe, expect, it } from "vitest";
import { ArticleError, parseArticleSource } from "./article-schema";

const BODY = "Some text about VPNs. ".repeat(20);

function source(overrides: Record<string, string> = {}, body = BODY): string {
  const fields: Record<string, string> = {
    unikey: "test-article",
    locale: "en",
    title: "A perfectly fine article title",
    description: "A description that is long enough to pass the validation of the schema.",
    category: "privacy",
    tags: "[no-logs, travel]",
    author: "Jane Doe",
    published: "2026-01-02",
    cover: "/blog/covers/no-logs.svg",
    coverAlt: "A shield",
    ...overrides,
  };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
}

const FILE = "content/blog/en/test-article.md";

describe("article validation at build time", () => {
  it("accepts a well-formed article", () => {
    const { frontMatter, body } = parseArticleSource(FILE, source());
    expect(frontMatter.tags).toEqual(["no-logs", "travel"]);
    expect(body.trim().startsWith("Some text")).toBe(true);
  });

  it.each([
    [{ category: "gardening" }, 'field "category"'],
    [{ tags: "[no-logs, cooking]" }, 'field "tags.1"'],
    [{ published: "2 January 2026" }, 'field "published"'],
    [{ updated: "2025-12-31" }, 'field "updated"'],
    [{ title: "" }, 'field "title"'],
    [{ cover: "https://elsewhere.example/x.png" }, 'field "cover"'],
    [{ extra: "surprise" }, "(root)"],
  ])("refuses %o, naming the file and the field", (overrides, field) => {
    expect(() => parseArticleSource(FILE, source(overrides))).toThrowError(ArticleError);
    expect(() => parseArticleSource(FILE, source(overrides))).toThrowError(`${FILE}: `);
    expect(() => parseArticleSource(FILE, source(overrides))).toThrowError(field);
  });

  it("refuses a file whose path disagrees with its locale or unikey", () => {
    expect(() => parseArticleSource("content/blog/de/test-article.md", source())).toThrowError(
      'content/blog/de/test-article.md: field "locale"',
    );
    expect(() => parseArticleSource("content/blog/en/other.md", source())).toThrowError('field "unikey"');
  });

  it("refuses a missing front matter, broken YAML and an empty body", () => {
    expect(() => parseArticleSource(FILE, BODY)).toThrowError("missing front matter");
    expect(() => parseArticleSource(FILE, `---\ntitle: [unclosed\n---\n${BODY}`)).toThrowError(
      "not valid YAML",
    );
    expect(() => parseArticleSource(FILE, source({}, "Too short."))).toThrowError("too short");
  });
});
