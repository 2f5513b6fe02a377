import { type Page, paginate, parsePageNumber } from "../../blog/pagination";
import { BLOG_SEARCH_MAX_LENGTH, type SearchHit, searchArticles } from "../../blog/search";
import {
  type ArticleNeighbours,
  articlesInCategory,
  articlesWithTag,
  loadArticle,
  loadBlog,
  loadSearchable,
  neighboursOf,
} from "../../blog/store";
import type { BlogArticle, BlogEntry } from "../../blog/types";
import type { Locale } from "../../i18n/languages";
import { loadTranslator } from "../../i18n/messages";
import type { PageEntry, RenderProps } from "../page-entry";
import { BlogArticlePage } from "./blog-article-page";
import { BlogListPage } from "./blog-list-page";
import { BlogSearchPage } from "./blog-search-page";

const NOT_FOUND = { status: 404 } as const;

/** A list page's data: one page of `articles`, or 404 for a page number that names nothing. */
function listData(articles: BlogEntry[], raw: string | undefined, first = 1) {
  const number = parsePageNumber(raw, first);
  const page = number === null ? null : paginate(articles, number);
  return page ? { page } : NOT_FOUND;
}

/** The main list: page 1 is /blog, page 2 is /blog/more, later pages /blog/more?page=n. */
const mainListPath = (n: number) => (n === 1 ? "/blog" : n === 2 ? "/blog/more" : `/blog/more?page=${n}`);

/** A filtered list: page 1 is `base`, later pages `base?page=n`. */
const filteredListPath = (base: string) => (n: number) => (n === 1 ? base : `${base}?page=${n}`);

/** A paginated list page; `pathOf(props)(n)` is the bare path of its page n. */
function list(pathOf: (props: RenderProps) => (n: number) => string): Pick<PageEntry, "head" | "render"> {
  return {
    // Each page names its own canonical URL: page 2 onwards is a different list.
    head: (props) => ({ canonicalPath: pathOf(props)((props.data.page as Page<BlogEntry>).page) }),
    render: (props) => {
      const { page } = props.data as { page: Page<BlogEntry> };
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
  };
}

async function tagLabels(locale: Locale): Promise<(tag: string) => string> {
  const t = await loadTranslator(locale, ["blog-nav"]);
  return (tag) => t(`blog-nav.tags.${tag}`);
}

/** The blog's routes in the page registry: data loading, 404 decisions, head extras, rendering. */
export const BLOG_PAGES: Record<string, PageEntry> = {
  blog: {
    load: async (_env, _host, { language, query }) =>
      listData((await loadBlog(language.code)).articles, query.page),
    ...list(() => mainListPath),
  },
  "blog-more": {
    // /blog shows page 1, so /blog/more starts at page 2 (a one-page blog shows that page).
    load: async (_env, _host, { language, query }) => {
      const { articles } = await loadBlog(language.code);
      return listData(articles, query.page, Math.min(2, paginate(articles, 1)?.pages ?? 1));
    },
    ...list(() => mainListPath),
  },
  "blog-category": {
    load: async (_env, _host, { language, query }, params) =>
      listData(articlesInCategory(await loadBlog(language.code), params.category ?? ""), query.page),
    vars: ({ category }, t) => ({ category: t(`blog-nav.categories.${category}`) }),
    ...list((props) => filteredListPath(`/blog/category/${props.params.category}`)),
  },
  "blog-tag": {
    // A known tag with no article in this language yet lists nothing (like a category).
    load: async (_env, _host, { language, query }, params) =>
      listData(articlesWithTag(await loadBlog(language.code), params.tagId ?? ""), query.page),
    vars: ({ tagId }, t) => ({ tag: t(`blog-nav.tags.${tagId}`) }),
    ...list((props) => filteredListPath(`/blog/tag/${props.params.tagId}`)),
  },
  "blog-article": {
    load: async (_env, _host, { language }, params) => {
      const article = await loadArticle(language.code, params.unikey ?? "");
      if (!article) return NOT_FOUND;
      return { article, neighbours: neighboursOf(await loadBlog(language.code), article) };
    },
    vars: (_params, _t, data) => {
      const article = data.article as BlogArticle | undefined;
      return { title: article?.title ?? "", description: article?.description ?? "" };
    },
    // hreflang names only the languages the article is written in.
    head: ({ data }) => {
      const article = data.article as BlogArticle;
      return { ogType: "article", languages: article.translations, imagePath: article.cover };
    },
    render: ({ data }) => (
      <BlogArticlePage
        article={data.article as BlogArticle}
        neighbours={data.neighbours as ArticleNeighbours}
      />
    ),
  },
  "blog-search": {
    // Results depend on the full URL (the query): a cache must key on all of it, and keeps it briefly.
    cacheControl: "public, max-age=300",
    load: async (_env, _host, { language, query }) => {
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
    render: ({ data }) => (
      <BlogSearchPage
        query={data.query as string}
        hits={data.hits as SearchHit[]}
        error={data.error as "tooLong" | null}
      />
    ),
  },
};
