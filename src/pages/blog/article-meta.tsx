import type { BlogEntry } from "../../blog/types";
import { formatDate } from "../../i18n/format";
import { usePage } from "../page-context";

/** Date as a `<time>`: the article's day in the page's language. */
export function ArticleDate({ date }: { date: string }) {
  const { language } = usePage();
  return <time dateTime={date}>{formatDate(new Date(`${date}T00:00:00Z`), language.code)}</time>;
}

/** Publication date and reading time, as a card or an article header shows them. */
export function ArticleMeta({ article }: { article: BlogEntry }) {
  const { t } = usePage();
  return (
    <p className="blog-meta">
      <ArticleDate date={article.published} />
      <span aria-hidden="true"> · </span>
      <span>{t("blog-nav.card.readingTime", { count: article.readingMinutes })}</span>
    </p>
  );
}
