import { type Page, paginate, parsePageNumber } from "../../blog/pagination";
import { BLOG_SEARCH_MAX_LENGTH, type SearchHit, searchArticles } from "../../blog/search";
import {
  articlesInCategory,
  articlesWithTag,
  loadArticle,
  loadBlog,
  loadSearchable,
  neighboursOf,
} from "../../blog/store";
import type { BlogEntry } from "../../blog/types";
import type { Locale } from "../../i18n/languages";
import { loadTranslator } from "../../i18n/messages";
import { pathTo, type SitePath } from "../../routes/route-paths";
import { definePage, NOT_FOUND, type NotFound, type PageEntry, type RegisteredPage } from "../page-entry";
import type { PageProps } from "../page-props";
import { BlogArticlePage } from "./blog-article-page";
import { BlogListPage } from "./blog-list-page";
import { BlogSearchPage } from "./blog-search-page";

type SearchData = { status?: 400; query: string; hits: SearchHit[]; error: "tooLong" | null };

type ListData = { page: Page<BlogEntry> } | NotFound;

/** A list page's data: one page of `articles`, or 404 for a page number that names nothing. */
function listData(articles: BlogEntry[], raw: string | undefined, first = 1): ListData {
  const number = parsePageNumber(raw, first);
  const page = number === null ? null : paginate(articles, number);
  return page ? { page } : NOT_FOUND;
}

/** The main list: page 1 is /blog, page 2 is /blog/more, later pages /blog/more?page=n. */
const mainListPath = (n: number): SitePath =>
  n === 1 ? "/blog" : n === 2 ? "/blog/more" : `/blog/more?page=${n}`;

/** A filtered list: page 1 is `base`, later pages `base?page=n`. */
const filteredListPath =
  (base: SitePath) =>
  (n: number): SitePath =>
    n === 1 ? base : `${base}?page=${n}`;

/** A paginated list page; `pathOf(props)(n)` is the bare path of its page n. */
function listPage(
  entry: Pick<PageEntry<ListData>, "load" | "vars">,
  pathOf: (props: PageProps) => (n: number) => SitePath,
): RegisteredPage {
  return definePage<ListData>({
    ...entry,
    // Each page names its own canonical URL: page 2 onwards is a different list.
    head: (props) => ({ canonicalPath: pathOf(props)(props.data.page.page) }),
    render: (props) => {
      const { page } = props.data;
      return (
        <BlogListPage
          articles={page.items}
          page={page.page}
          pages={page.pages}
          hrefOf={pathOf(props)}
          vars={props.vars}
        />
      );
    },
  });
}

async function tagLabels(locale: Locale): Promise<(tag: string) => string> {
  const t = await loadTranslator(locale, ["blog-nav"]);
  return (tag) => t(`blog-nav.tags.${tag}`);
}

/** The blog's routes in the page registry: data loading, 404 decisions, head extras, rendering. */
export const BLOG_PAGES: Record<string, RegisteredPage> = {
  blog: listPage(
    {
      load: async (_env, _host, { language, query }) =>
        listData((await loadBlog(language.code)).articles, query.page),
    },
    () => mainListPath,
  ),
  "blog-more": listPage(
    {
      // /blog shows page 1, so /blog/more starts at page 2 (a one-page blog shows that page).
      load: async (_env, _host, { language, query }) => {
        const { articles } = await loadBlog(language.code);
        return listData(articles, query.page, Math.min(2, paginate(articles, 1)?.pages ?? 1));
      },
    },
    () => mainListPath,
  ),
  "blog-category": listPage(
    {
      load: async (_env, _host, { language, query }, params) =>
        listData(articlesInCategory(await loadBlog(language.code), params.category ?? ""), query.page),
      vars: ({ category }, t) => ({ category: t(`blog-nav.categories.${category}`) }),
    },
    ({ params }) => filteredListPath(pathTo("blog-category", { category: params.category ?? "" })),
  ),
  "blog-tag": listPage(
    {
      // A known tag with no article in this language yet lists nothing (like a category).
      load: async (_env, _host, { language, query }, params) =>
        listData(articlesWithTag(await loadBlog(language.code), params.tagId ?? ""), query.page),
      vars: ({ tagId }, t) => ({ tag: t(`blog-nav.tags.${tagId}`) }),
    },
    ({ params }) => filteredListPath(pathTo("blog-tag", { tagId: params.tagId ?? "" })),
  ),
  "blog-article": definePage({
    load: async (_env, _host, { language }, params) => {
      const article = await loadArticle(language.code, params.unikey ?? "");
      if (!article) return NOT_FOUND;
      return { article, neighbours: neighboursOf(await loadBlog(language.code), article) };
    },
    vars: (_params, _t, { article }) => ({ title: article.title, description: article.description }),
    // hreflang names only the languages the article is written in.
    head: ({ data: { article } }) => ({
      ogType: "article",
      languages: article.translations,
      imagePath: article.cover,
    }),
    render: ({ data }) => <BlogArticlePage article={data.article} neighbours={data.neighbours} />,
  }),
  "blog-search": definePage({
    // Results depend on the full URL (the query): a cache must key on all of it, and keeps it briefly.
    cacheControl: "public, max-age=300",
    load: async (_env, _host, { language, query }): Promise<SearchData> => {
      const q = (query.q ?? "").trim();
      if (q.length > BLOG_SEARCH_MAX_LENGTH) {
        return { status: 400, query: q.slice(0, BLOG_SEARCH_MAX_LENGTH), hits: [], error: "tooLong" };
      }
      const hits =
        q === ""
          ? []
          : searchArticles(await loadSearchable(language.code), q, await tagLabels(language.code));
      return { query: q, hits, error: null };
    },
    render: ({ data }) => <BlogSearchPage query={data.query} hits={data.hits} error={data.error} />,
  }),
};
