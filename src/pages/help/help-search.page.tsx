import { searchHelp } from "../../help/help-search";
import { loadTranslator } from "../../i18n/messages";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { definePage, defineRoute } from "../define-route";
import { HelpSearchPage, type HelpSearchProps } from "./help-search-page";

export const route = defineRoute({
  name: "help-search",
  styles: ["help"],
  pattern: "/help/search",
  // The too-long query's message is the blog search's own, already in every language.
  namespaces: ["help", "blog-search"],
  noindex: true,
});

export default definePage(route, {
  // Results depend on the full URL (the query): a cache must key on all of it, and keeps it briefly.
  cacheControl: "public, max-age=300",
  load: async (_env, _host, { language, query }): Promise<HelpSearchProps & { status?: 400 }> => {
    const q = (query.q ?? "").trim();
    if (q.length > SEARCH_QUERY_MAX_LENGTH) {
      return { status: 400, query: q.slice(0, SEARCH_QUERY_MAX_LENGTH), hits: [], error: "tooLong" };
    }
    const hits = q === "" ? [] : searchHelp(await loadTranslator(language.code, ["help"]), language.code, q);
    return { query: q, hits, error: null };
  },
  vars: (_params, t) => ({ title: t("help.search.title"), description: t("help.search.description") }),
  Page: ({ data }) => <HelpSearchPage query={data.query} hits={data.hits} error={data.error} />,
});
