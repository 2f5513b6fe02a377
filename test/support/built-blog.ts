import type { BuiltLocale } from "../../src/blog/types";
import type { Locale } from "../../src/i18n/languages";

/**
 * A locale's articles as the content build made them (src/blog/generated/), newest first: what
 * the blog pages must show, read beside the BLOG database the pages read.
 */
export async function builtBlog(locale: Locale): Promise<BuiltLocale> {
  const mod = (await import(`../../src/blog/generated/${locale}.json`)) as { default: BuiltLocale };
  return mod.default;
}
