import type { Locale } from "../i18n/languages";
import type { AssetsBinding } from "../static-assets";
import type { BlogFiles } from "./asset-reader";
import { type BlogLocaleFiles, splitBuiltLocale } from "./blog-assets";
import type { BuiltLocale } from "./types";

/**
 * The content build's output compiled into the bundle, for `npm run dev` (an edited article shows
 * after a reload) and the workers tests (no build needed): both alias `./blog-files` to this
 * module. Never in the deployed Worker (decision 151).
 */
export function useBlogFiles(_binding: AssetsBinding): void {}

async function localeFiles(locale: Locale): Promise<BlogLocaleFiles | null> {
  try {
    // Written by the content build (scripts/blog/build-blog.ts); one lazy chunk per locale.
    const mod = (await import(`./generated/${locale}.json`)) as { default: BuiltLocale };
    return splitBuiltLocale(mod.default);
  } catch {
    return null;
  }
}

const bundled: BlogFiles = {
  index: async (locale) => (await localeFiles(locale))?.index ?? null,
  searchTexts: async (locale) => (await localeFiles(locale))?.texts ?? null,
  body: async (locale, unikey) => (await localeFiles(locale))?.bodies.get(unikey) ?? null,
};

export const blogFiles = (): BlogFiles => bundled;
