import type { Locale } from "../i18n/languages";
import type { AssetsBinding } from "../i18n/message-files";
import { BLOG_FILES_DIR, blogBodyFile, blogIndexFile, blogSearchFile, type SearchTexts } from "./blog-assets";
import type { BlogBody, BlogLocaleData } from "./types";

/** The blog's files, wherever they are read from; null is a file the build did not write. */
export interface BlogFiles {
  index(locale: Locale): Promise<BlogLocaleData | null>;
  searchTexts(locale: Locale): Promise<SearchTexts | null>;
  body(locale: Locale, unikey: string): Promise<BlogBody | null>;
}

// Any origin: the ASSETS binding only looks at the path.
const ASSETS_ORIGIN = "https://assets.invalid";

/** The deployed Worker's blog: the `_blog/` static assets, through the ASSETS binding. */
export function blogFilesFromAssets(assets: AssetsBinding): BlogFiles {
  async function read<T>(file: string): Promise<T | null> {
    const response = await assets.fetch(`${ASSETS_ORIGIN}/${BLOG_FILES_DIR}/${file}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`blog files: ${file} answered ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    index: (locale) => read(blogIndexFile(locale)),
    searchTexts: (locale) => read(blogSearchFile(locale)),
    body: (locale, unikey) => read(blogBodyFile(locale, unikey)),
  };
}
