import { Hono } from "hono";
import { LOCALES } from "../i18n/languages";
import { createTranslator, loadMessages } from "../i18n/messages";
import { atomFeed, FEED_SIZE, feedPath } from "./feed";
import { newest } from "./store";

/** The blog's Atom feed per locale; like the sitemaps, never redirected by a stored language. */
export function blogFeedRoutes() {
  const feeds = new Hono();
  for (const locale of LOCALES) {
    feeds.get(feedPath(locale), async (c) => {
      const [articles, messages] = await Promise.all([
        newest(locale, FEED_SIZE),
        loadMessages(locale, ["common", "blog", "blog-nav"]),
      ]);
      const t = createTranslator(locale, messages);
      const xml = atomFeed(new URL(c.req.url).origin, locale, articles, {
        title: t("blog.title"),
        subtitle: t("blog.meta.description"),
        categoryLabel: (category) => t(`blog-nav.categories.${category}`),
      });
      return c.body(xml, 200, {
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
    });
  }
  return feeds;
}
