import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import sanitizeHtml from "sanitize-html";
import type { TocEntry } from "../../src/blog/types";

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** The body's plain text (no markup), for search and reading time. */
  text: string;
}

/** Heading ids that keep any script's letters (Japanese, Arabic, Cyrillic), not just ASCII. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "br",
    "div",
  ],
  allowedAttributes: {
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    a: ["href", "class", "rel"],
    code: ["class"],
    div: ["class", "tabindex", "role", "aria-label"],
    th: ["scope"],
  },
  allowedClasses: {
    a: ["header-anchor"],
    code: [/^language-[a-z0-9-]+$/],
    div: ["table-scroll"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  // External links never pass the reader's page as referrer nor get window.opener.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

/** One Markdown body to sanitized HTML with heading anchors, plus its table of contents. */
export function renderMarkdown(markdown: string, tableLabel: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.use(anchor, {
    level: [2, 3],
    slugify: (raw: string) => {
      const base = slugify(raw);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      return seen === 0 ? base : `${base}-${seen + 1}`;
    },
    permalink: anchor.permalink.headerLink({ safariReaderFix: false }),
    callback: (token, { slug, title }) => {
      const level = Number(token.tag.slice(1));
      if (level === 2 || level === 3) toc.push({ id: slug, text: title, level });
    },
  });
  // Wide tables scroll inside a focusable box on narrow screens instead of widening the page.
  md.renderer.rules.table_open = () =>
    `<div class="table-scroll" tabindex="0" role="region" aria-label="${md.utils.escapeHtml(tableLabel)}"><table>\n`;
  md.renderer.rules.table_close = () => "</table></div>\n";
  md.renderer.rules.th_open = () => '<th scope="col">';

  const tokens = md.parse(markdown, {});
  const h1 = tokens.find((t) => t.type === "heading_open" && t.tag === "h1");
  if (h1) throw new Error(`line ${(h1.map?.[0] ?? 0) + 1}: use ## and ###; the page title is the only h1`);
  const html = sanitizeHtml(md.renderer.render(tokens, md.options, {}), SANITIZE);
  const text = tokens
    .filter((t) => t.type === "inline")
    .map((t) =>
      (t.children ?? [])
        .filter((c) => c.type === "text" || c.type === "code_inline")
        .map((c) => c.content)
        .join(""),
    )
    .concat(tokens.filter((t) => t.type === "fence" || t.type === "code_block").map((t) => t.content.trim()))
    .join("\n");
  return { html, toc, text };
}

/** Scripts written without spaces between words: Intl.Segmenter finds their words (ICU's dictionaries). */
const UNSPACED_WORDS = new Set(["th"]);

/**
 * Minutes to read: words at 230 a minute; Japanese, written without spaces and read by the
 * character, at 500 characters; Thai words are found by Intl.Segmenter, not by spaces (which end
 * phrases there, not words).
 */
export function readingMinutes(text: string, locale: string): number {
  if (locale === "ja") return Math.max(1, Math.round(text.replace(/\s+/g, "").length / 500));
  const words = UNSPACED_WORDS.has(locale)
    ? [...new Intl.Segmenter(locale, { granularity: "word" }).segment(text)].filter((s) => s.isWordLike)
        .length
    : text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}
