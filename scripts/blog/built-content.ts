import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TagLabel } from "../../src/blog/blog-sync";
import type { BuiltLocale } from "../../src/blog/types";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/i18n/languages";

/**
 * The content build's output as the content sync loads it outside the Worker (the built site of
 * the tests and the bench, and `npm run deploy`): src/blog/generated/, which `vite build` writes.
 */
export function readBuiltBlog(root = process.cwd()): BuiltLocale[] {
  return LOCALES.flatMap((locale) => {
    const file = join(root, "src/blog/generated", `${locale}.json`);
    return existsSync(file) ? [JSON.parse(readFileSync(file, "utf8")) as BuiltLocale] : [];
  });
}

/** Tag labels from locales/<lang>/blog-nav.json, English where a locale lacks one (as pages do). */
export function tagLabelsFromLocales(root = process.cwd()): TagLabel {
  const tags = new Map<Locale, Record<string, string>>();
  const read = (locale: Locale) => {
    let labels = tags.get(locale);
    if (!labels) {
      const file = join(root, "locales", locale, "blog-nav.json");
      labels = existsSync(file)
        ? ((JSON.parse(readFileSync(file, "utf8")) as { tags?: Record<string, string> }).tags ?? {})
        : {};
      tags.set(locale, labels);
    }
    return labels;
  };
  return (locale, tag) => read(locale)[tag] ?? read(DEFAULT_LOCALE)[tag] ?? tag;
}
