import type { HelpHit } from "../../help/help-search";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { SearchOutcome, SearchResult, SearchResults } from "../components/search-results";
import { usePage } from "../page-context";
import { HelpContact } from "./help-contact";
import { questionPath } from "./help-paths";
import { HelpSearchForm } from "./help-search-form";

export interface HelpSearchProps {
  query: string;
  hits: HelpHit[];
  error: "tooLong" | null;
}

/** /help/search?q=…: ranked answers with the matches marked, each linking its question, or why there are none. */
export function HelpSearchPage({ query, hits, error }: HelpSearchProps) {
  const { t } = usePage();
  let outcome: string | null = null;
  if (error === "tooLong") outcome = t("blog-search.tooLong", { count: SEARCH_QUERY_MAX_LENGTH });
  else if (query === "") outcome = t("help.search.prompt");
  else if (hits.length === 0) outcome = t("help.search.empty", { query });
  return (
    <>
      <Hero
        title={t("help.search.title")}
        intro={t("help.search.intro")}
        before={
          <Breadcrumbs
            items={[
              { label: t("common.home"), to: "/" },
              { label: t("help.index.title"), to: "/help" },
              { label: t("help.search.title") },
            ]}
          />
        }
      >
        <HelpSearchForm
          query={query}
          invalid={error !== null}
          describedBy={outcome ? "help-search-outcome" : undefined}
        />
      </Hero>
      <section className="section" aria-labelledby="help-results-title">
        <div className="container">
          <h2 id="help-results-title" className="section-title">
            {hits.length > 0
              ? t("help.search.results", { query, count: hits.length })
              : t("help.search.resultsTitle")}
          </h2>
          {outcome ? (
            <SearchOutcome
              id="help-search-outcome"
              message={outcome}
              error={error !== null}
              hint={query !== "" ? t("help.search.emptyHint") : undefined}
            >
              <LocalLink to="/help" className="btn btn-secondary">
                {t("help.search.browse")}
              </LocalLink>
            </SearchOutcome>
          ) : (
            <SearchResults>
              {hits.map((hit) => (
                <SearchResult
                  key={`${hit.topic}-${hit.id}`}
                  to={questionPath(hit.topic, hit.id)}
                  title={hit.question}
                  snippet={hit.snippet}
                  kicker={t(`help.topics.${hit.topic}.title`)}
                />
              ))}
            </SearchResults>
          )}
        </div>
      </section>
      {query !== "" && hits.length === 0 ? <HelpContact /> : null}
    </>
  );
}
