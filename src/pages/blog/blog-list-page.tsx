import type { BlogEntry } from "../../blog/types";
import type { SitePath } from "../../routes/route-paths";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { ArticleGrid } from "./article-card";
import { PaginationNav } from "./pagination-nav";

export interface BlogListProps {
  articles: BlogEntry[];
  page: number;
  pages: number;
  hrefOf: (page: number) => SitePath;
  vars: Record<string, string>;
}

/** /blog, /blog/more, a category or a tag: a heading, a grid of article cards and page links. */
export function BlogListPage({ articles, page, pages, hrefOf, vars }: BlogListProps) {
  const { t, route } = usePage();
  const ns = route.namespaces[0];
  const home: Crumb = { label: t("blog-nav.breadcrumbs.home"), to: "/" };
  const crumbs: Crumb[] =
    route.name === "blog"
      ? [home, { label: t("blog-nav.breadcrumbs.blog") }]
      : [
          home,
          { label: t("blog-nav.breadcrumbs.blog"), to: "/blog" },
          { label: vars.category ?? vars.tag ?? t(`${ns}.title`) },
        ];
  return (
    <>
      <Hero
        title={t(`${ns}.title`, vars)}
        intro={t(`${ns}.intro`, vars)}
        before={<Breadcrumbs items={crumbs} />}
      >
        <p className="blog-feed-link">
          <LocalLink to="/blog/feed.xml" type="application/atom+xml">
            {t("blog-nav.feed.link")}
          </LocalLink>
        </p>
      </Hero>
      <section className="section blog-list" aria-label={t(`${ns}.title`, vars)}>
        <div className="container">
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} />
          ) : (
            <div className="empty-state">
              <p>{t("blog-nav.list.empty")}</p>
              <LocalLink to="/blog" className="btn btn-primary">
                {t("blog-nav.all")}
              </LocalLink>
            </div>
          )}
          <PaginationNav page={page} pages={pages} hrefOf={hrefOf} />
        </div>
      </section>
    </>
  );
}
