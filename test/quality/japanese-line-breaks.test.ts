import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Japanese has no spaces, so Chromium would break a heading or a short line anywhere, even inside
 * a word: `word-break: auto-phrase` breaks between phrases instead. Checked on the built CSS (the
 * output of `npm run build`, which npm test runs first), as the browser receives it.
 */
const ASSETS = "dist/client/assets";
const SHORT_BLOCKS = ["h1", "h2", "h3", "h4", ".lead", ".hero__intro", ".section-title", ".btn", "summary"];

function phraseBreakSelectors(): string[] {
  const css = readdirSync(ASSETS)
    .filter((name) => name.endsWith(".css"))
    .map((name) => readFileSync(join(ASSETS, name), "utf8"))
    .join("\n");
  return [...css.matchAll(/([^{}]*)\{[^}]*word-break:\s*auto-phrase[^}]*\}/g)].map((m) => m[1] ?? "");
}

describe("Japanese line breaks in the built CSS", () => {
  it("headings and short blocks of Japanese pages break between phrases", () => {
    const japanese = phraseBreakSelectors().filter((selector) => selector.includes("ja-JP"));
    const uncovered = SHORT_BLOCKS.filter(
      (block) =>
        !japanese.some((selector) => new RegExp(`[(,\\s]${block.replace(".", "\\.")}[,)\\s]`).test(selector)),
    );
    expect(uncovered).toEqual([]);
  });
});
