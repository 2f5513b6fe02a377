import type { MessageTree } from "../../src/i18n/messages";
import { BOT_UA } from "./request";

/** The first capture of `pattern` in a page's HTML: one attribute or element text. */
export const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

// A crawler's user agent: it is never redirected by language, so each variant answers as asked.
export const asCrawler = { "User-Agent": BOT_UA };

/** Every locale's message files as shipped, so a test compares a page with its own text. */
export const LOCALE_FILES = import.meta.glob<MessageTree>("/locales/*/*.json", {
  eager: true,
  import: "default",
});
