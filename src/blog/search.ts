import { type Corpus, type SearchResult, type Segment, searchTexts } from "../shared/text-search";
import type { SearchableEntry } from "./types";

/** A blog search result: the article, its title and a snippet of its body with the matches marked. */
export interface SearchHit {
  article: SearchableEntry;
  score: number;
  title: Segment[];
  snippet: Segment[];
}

const hitOf = ({ item, ...rest }: SearchResult<SearchableEntry>): SearchHit => ({ article: item, ...rest });

/**
 * /blog/search over one locale's articles (decision 056) with the site's one search
 * (src/shared/text-search.ts): title, then description and tag labels, then the body; equal
 * scores newest first.
 */
export function searchArticles(
  articles: readonly SearchableEntry[],
  query: string,
  tagLabels: (tag: string) => string = (tag) => tag,
  corpus?: Corpus,
): SearchHit[] {
  return searchTexts(
    articles,
    query,
    (article) => ({
      title: article.title,
      description: article.description,
      tags: article.tags.map(tagLabels).join(" "),
      body: article.text,
    }),
    {
      tieBreak: (a, b) => b.published.localeCompare(a.published),
      corpus,
      foldedOf: (article) => article.folded,
    },
  ).map(hitOf);
}
