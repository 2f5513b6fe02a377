import type { SearchHit } from "../../blog/search";
import { localizedPath } from "../../i18n/locale-path";
import { pathTo } from "../../routes/route-paths";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { Highlighted } from "../components/highlighted";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { ArticleMeta } from "./article-meta";

export interface BlogSearchProps {
  query: string;
  hits: SearchHit[];
  error: "tooLong" | null;
}

/** /blog/search?q=…: a plain GET form, ranked results with highlighted snippets, or why there are none. */
export function BlogSearchPage({ query, hits, error }: BlogSearchProps) {
  const { t, language } = usePage();
  let outcome: string | null = null;
  if (error === "tooLong") outcome = t("blog-search.tooLong", { count: SEARCH_QUERY_MAX_LENGTH });
  else if (query === "") outcome = t("blog-search.prompt");
  else if (hits.length === 0) outcome = t("blog-search.empty", { query });
  return (
    <>
      <Hero
        title={t("blog-search.title")}
        intro={t("blog-search.intro")}
        before={
          <Breadcrumbs
            items={[
              { label: t("blog-nav.breadcrumbs.home"), to: "/" },
              { label: t("blog-nav.breadcrumbs.blog"), to: "/blog" },
              { label: t("blog-search.title") },
            ]}
          />
        }
      >
        <form className="blog-search-form" method="get" action={localizedPath(language.code, "/blog/search")}>
          <label htmlFor="blog-search-query">{t("blog-nav.search.label")}</label>
          <div className="blog-search-form__row">
            <input
              id="blog-search-query"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={outcome ? "blog-search-outcome" : undefined}
            />
            <button type="submit" className="btn btn-primary">
              {t("blog-nav.search.submit")}
            </button>
          </div>
        </form>
      </Hero>
      <section className="section blog-results" aria-labelledby="blog-results-title">
        <div className="container">
          <h2 id="blog-results-title" className="section-title">
            {hits.length > 0
              ? t("blog-search.results", { query, count: hits.length })
              : t("blog-search.resultsTitle")}
          </h2>
          {outcome ? (
            <div className={error ? "blog-empty blog-empty--error" : "blog-empty"}>
              <p id="blog-search-outcome" role={error ? "alert" : "status"}>
                {outcome}
              </p>
              {query !== "" ? <p>{t("blog-search.emptyHint")}</p> : null}
              <LocalLink to="/blog" className="btn btn-secondary">
                {t("blog-nav.all")}
              </LocalLink>
            </div>
          ) : (
            <ol className="blog-results__list">
              {hits.map((hit) => (
                <li key={hit.article.unikey} className="blog-result">
                  <h3>
                    <LocalLink to={pathTo("/blog/:unikey", { unikey: hit.article.unikey })}>
                      <Highlighted segments={hit.title} />
                    </LocalLink>
                  </h3>
                  <p className="blog-result__snippet">
                    <Highlighted segments={hit.snippet} />
                  </p>
                  <ArticleMeta article={hit.article} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
