import type { SearchHit } from "../../blog/search";
import { search } from "../../blog/store";
import type { Locale } from "../../i18n/languages";
import { loadTranslator } from "../../i18n/messages";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { definePage, defineRoute } from "../define-route";
import { BlogSearchPage } from "./blog-search-page";

type SearchData = { status?: 400; query: string; hits: SearchHit[]; error: "tooLong" | null };

async function tagLabels(locale: Locale): Promise<(tag: string) => string> {
  const t = await loadTranslator(locale, ["blog-nav"]);
  return (tag) => t(`blog-nav.tags.${tag}`);
}

export const route = defineRoute({
  name: "blog-search",
  styles: ["blog"],
  pattern: "/blog/search",
  layout: "blog",
  noindex: true,
});

export default definePage(route, {
  // Results depend on the full URL (the query): a cache must key on all of it, and keeps it briefly.
  cacheControl: "public, max-age=300",
  load: async (_env, _host, { language, query }): Promise<SearchData> => {
    const q = (query.q ?? "").trim();
    if (q.length > SEARCH_QUERY_MAX_LENGTH) {
      return { status: 400, query: q.slice(0, SEARCH_QUERY_MAX_LENGTH), hits: [], error: "tooLong" };
    }
    const hits = q === "" ? [] : await search(language.code, q, await tagLabels(language.code));
    return { query: q, hits, error: null };
  },
  Page: ({ data }) => <BlogSearchPage query={data.query} hits={data.hits} error={data.error} />,
});
