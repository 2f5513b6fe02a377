import type { ArticleNeighbours } from "../../blog/blog-store";
import { articleJsonLd } from "../../blog/json-ld";
import type { BlogArticle } from "../../blog/types";
import { localizedPath } from "../../i18n/locale-path";
import { pathTo } from "../../routes/route-paths";
import { Breadcrumbs } from "../components/breadcrumbs";
import { JsonLd } from "../components/json-ld";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { ArticleGrid } from "./article-card";
import { ArticleDate } from "./article-meta";

function Toc({ article }: { article: BlogArticle }) {
  const { t } = usePage();
  if (article.toc.length < 2) return null;
  return (
    <nav className="toc blog-toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{t("blog-nav.article.toc")}</h2>
      <ol>
        {article.toc
          .filter((entry) => entry.level === 2)
          .map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
      </ol>
    </nav>
  );
}

function Adjacent({ neighbours }: { neighbours: ArticleNeighbours }) {
  const { t } = usePage();
  const { previous, next } = neighbours;
  if (!previous && !next) return null;
  return (
    <nav className="blog-adjacent" aria-label={t("blog-nav.article.adjacent")}>
      {previous ? (
        <LocalLink
          to={pathTo("/blog/:unikey", { unikey: previous.unikey })}
          rel="prev"
          className="blog-adjacent__link"
        >
          <span className="blog-adjacent__label">{t("blog-nav.article.previous")}</span>
          <span className="blog-adjacent__title">{previous.title}</span>
        </LocalLink>
      ) : (
        <span />
      )}
      {next ? (
        <LocalLink
          to={pathTo("/blog/:unikey", { unikey: next.unikey })}
          rel="next"
          className="blog-adjacent__link blog-adjacent__link--next"
        >
          <span className="blog-adjacent__label">{t("blog-nav.article.next")}</span>
          <span className="blog-adjacent__title">{next.title}</span>
        </LocalLink>
      ) : null}
    </nav>
  );
}

/** One article: header, cover, table of contents, the sanitized body, tags, neighbours, related. */
export function BlogArticlePage({
  article,
  neighbours,
}: {
  article: BlogArticle;
  neighbours: ArticleNeighbours;
}) {
  const { t, origin, language } = usePage();
  const url = origin + localizedPath(language.code, pathTo("/blog/:unikey", { unikey: article.unikey }));
  const categoryPath = pathTo("/blog/category/:category", { category: article.category });
  return (
    <article className="blog-article">
      <header className="blog-article__header">
        <div className="container blog-article__head">
          <Breadcrumbs
            items={[
              { label: t("blog-nav.breadcrumbs.home"), to: "/" },
              { label: t("blog-nav.breadcrumbs.blog"), to: "/blog" },
              { label: t(`blog-nav.categories.${article.category}`), to: categoryPath },
              { label: article.title },
            ]}
          />
          <h1>{article.title}</h1>
          <p className="lead">{article.description}</p>
          <p className="blog-meta">
            <span>{t("blog-nav.card.by", { author: article.author })}</span>
            <span aria-hidden="true"> · </span>
            <ArticleDate date={article.published} />
            {article.updated !== article.published ? (
              <>
                <span aria-hidden="true"> · </span>
                <span>
                  {t("blog-nav.card.updated")} <ArticleDate date={article.updated} />
                </span>
              </>
            ) : null}
            <span aria-hidden="true"> · </span>
            <span>{t("blog-nav.card.readingTime", { count: article.readingMinutes })}</span>
          </p>
        </div>
      </header>
      <div className="container blog-article__layout">
        <img
          className="blog-article__cover"
          src={article.cover}
          alt={article.coverAlt}
          width={1200}
          height={560}
        />
        <aside className="blog-article__aside">
          <Toc article={article} />
        </aside>
        <div className="blog-article__main">
          <div className="prose blog-prose" dangerouslySetInnerHTML={{ __html: article.html }} />
          <div className="blog-tags">
            <h2 className="blog-tags__title">{t("blog-nav.article.tags")}</h2>
            <ul className="badge-list">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <LocalLink className="badge" to={`/blog/tag/${tag}`}>
                    {t(`blog-nav.tags.${tag}`)}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </div>
          <Adjacent neighbours={neighbours} />
        </div>
      </div>
      {neighbours.related.length > 0 ? (
        <section className="section section--soft blog-related" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="section-title">
              {t("blog-nav.article.related")}
            </h2>
            <ArticleGrid articles={neighbours.related} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <JsonLd data={articleJsonLd(article, { url, origin, iso: language.iso, brand: t("common.brand") })} />
    </article>
  );
}
