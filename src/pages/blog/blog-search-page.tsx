import type { SearchHit } from "../../blog/search";
import { pathTo } from "../../routes/route-paths";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { SearchForm } from "../components/search-form";
import { SearchOutcome, SearchResult, SearchResults } from "../components/search-results";
import { usePage } from "../page-context";
import { ArticleMeta } from "./article-meta";

export interface BlogSearchProps {
  query: string;
  hits: SearchHit[];
  error: "tooLong" | null;
}

/** /blog/search?q=…: a plain GET form, ranked results with highlighted snippets, or why there are none. */
export function BlogSearchPage({ query, hits, error }: BlogSearchProps) {
  const { t } = usePage();
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
        <SearchForm
          action="/blog/search"
          id="blog-search-query"
          label={t("blog-nav.search.label")}
          submit={t("blog-nav.search.submit")}
          query={query}
          invalid={error !== null}
          describedBy={outcome ? "blog-search-outcome" : undefined}
        />
      </Hero>
      <section className="section" aria-labelledby="blog-results-title">
        <div className="container">
          <h2 id="blog-results-title" className="section-title">
            {hits.length > 0
              ? t("blog-search.results", { query, count: hits.length })
              : t("blog-search.resultsTitle")}
          </h2>
          {outcome ? (
            <SearchOutcome
              id="blog-search-outcome"
              message={outcome}
              error={error !== null}
              hint={query !== "" ? t("blog-search.emptyHint") : undefined}
            >
              <LocalLink to="/blog" className="btn btn-secondary">
                {t("blog-nav.all")}
              </LocalLink>
            </SearchOutcome>
          ) : (
            <SearchResults>
              {hits.map((hit) => (
                <SearchResult
                  key={hit.article.unikey}
                  to={pathTo("/blog/:unikey", { unikey: hit.article.unikey })}
                  title={hit.title}
                  snippet={hit.snippet}
                  footer={<ArticleMeta article={hit.article} />}
                />
              ))}
            </SearchResults>
          )}
        </div>
      </section>
    </>
  );
}
