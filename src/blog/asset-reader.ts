import type { Locale } from "../i18n/languages";
import { type AssetsBinding, readAssetJson } from "../static-assets";
import { BLOG_FILES_DIR, blogBodyFile, blogIndexFile, blogSearchFile, type SearchTexts } from "./blog-assets";
import type { BlogBody, BlogLocaleData } from "./types";

/** The blog's files, wherever they are read from; null is a file the build did not write. */
export interface BlogFiles {
  index(locale: Locale): Promise<BlogLocaleData | null>;
  searchTexts(locale: Locale): Promise<SearchTexts | null>;
  body(locale: Locale, unikey: string): Promise<BlogBody | null>;
}

/** The deployed Worker's blog: the `_blog/` static assets, through the ASSETS binding. */
export function blogFilesFromAssets(assets: AssetsBinding): BlogFiles {
  const read = <T>(file: string) => readAssetJson<T>(assets, `${BLOG_FILES_DIR}/${file}`);
  return {
    index: (locale) => read(blogIndexFile(locale)),
    searchTexts: (locale) => read(blogSearchFile(locale)),
    body: (locale, unikey) => read(blogBodyFile(locale, unikey)),
  };
}
