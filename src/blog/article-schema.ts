import { parse as parseYaml } from "yaml";
import * as z from "zod";
import { BLOG_CATEGORIES } from "../catalog/blog-categories";
import { BLOG_TAGS } from "../catalog/blog-tags";
import { LOCALES } from "../i18n/languages";

/** The URL-safe article id, the same in every language. */
export const UNIKEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD");

/** The front matter every article must carry; the build refuses an article that breaks it. */
export const frontMatterSchema = z
  .object({
    unikey: z.string().regex(UNIKEY_PATTERN, "expected lowercase letters, digits and hyphens"),
    locale: z.enum(LOCALES as [string, ...string[]]),
    title: z.string().trim().min(10).max(120),
    description: z.string().trim().min(50).max(250),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(z.enum(BLOG_TAGS)).min(1).max(5),
    author: z.string().trim().min(2).max(80),
    published: isoDate,
    updated: isoDate.optional(),
    cover: z.string().regex(/^\/blog\/covers\/[a-z0-9-]+\.svg$/, "expected /blog/covers/<name>.svg"),
    coverAlt: z.string().trim().min(5).max(200),
  })
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.published, {
    path: ["updated"],
    message: "must not be before published",
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ArticleSource {
  frontMatter: FrontMatter;
  body: string;
}

/** A content error that names the file and the field, so the build log points at the fix. */
export class ArticleError extends Error {
  override name = "ArticleError";
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Splits and validates one Markdown file: `file` is its path (e.g. `content/blog/de/x.md`),
 * which must agree with the front matter's locale and unikey.
 */
export function parseArticleSource(file: string, source: string): ArticleSource {
  const match = FENCE.exec(source);
  if (!match) throw new ArticleError(`${file}: missing front matter (a --- block at the top)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ArticleError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `field "${issue.path.join(".") || "(root)"}": ${issue.message}`,
    );
    throw new ArticleError(`${file}: ${issues.join("; ")}`);
  }
  const frontMatter = result.data;
  const parts = file.split("/");
  const [dir, name] = parts.slice(-2);
  if (dir !== frontMatter.locale) {
    throw new ArticleError(`${file}: field "locale" is ${frontMatter.locale} but the file is in ${dir}/`);
  }
  if (name !== `${frontMatter.unikey}.md`) {
    throw new ArticleError(`${file}: field "unikey" is ${frontMatter.unikey} but the file is ${name}`);
  }
  const body = match[2] ?? "";
  if (body.trim().length < 200) throw new ArticleError(`${file}: the article body is missing or too short`);
  return { frontMatter, body };
}
