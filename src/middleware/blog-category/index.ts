import type { MiddlewareHandler } from "hono";
import type { CategoryCount } from "../../blog/blog-store";
import { recentCategoryCounts } from "../../blog/recent-category-counts";
import { categoryCounts } from "../../blog/store";
import { BLOG_CATEGORIES } from "../../catalog/blog-categories";
import { HTML_CACHE_TTL_SECONDS } from "../../edge/html-cache";
import type { AppEnv } from "../../env";

const countsOf = recentCategoryCounts(categoryCounts, HTML_CACHE_TTL_SECONDS * 1000);

/**
 * The blog's category middleware (spec section 2), a route middleware of every blog page: it
 * gives the layout the category list with this language's article counts, and answers an
 * unknown category with the not-found page (status 404) before any page is rendered.
 */
export const blogCategory = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const category = c.req.param("category");
  if (category !== undefined && !(BLOG_CATEGORIES as readonly string[]).includes(category)) {
    return c.notFound();
  }
  const counts = await countsOf(c.get("language").code);
  const categories: CategoryCount[] = BLOG_CATEGORIES.map((id) => ({ id, count: counts.get(id) ?? 0 }));
  c.set("blogCategories", categories);
  await next();
};
