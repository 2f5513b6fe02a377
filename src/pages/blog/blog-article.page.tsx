import { loadArticle, neighboursOf } from "../../blog/store";
import { definePage, defineRoute } from "../define-route";
import { NOT_FOUND } from "../page-entry";
import { BlogArticlePage } from "./blog-article-page";

/** An article's key as the blog files name them. */
const slug = (value: string) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);

export const route = defineRoute({
  name: "blog-article",
  styles: ["blog"],
  pattern: "/blog/:unikey",
  layout: "blog",
  params: { unikey: slug },
  example: { unikey: "what-is-a-no-logs-vpn" },
});

export default definePage(route, {
  load: async (_env, _host, { language }, params) => {
    const article = await loadArticle(language.code, params.unikey ?? "");
    if (!article) return NOT_FOUND;
    return { article, neighbours: await neighboursOf(article) };
  },
  vars: (_params, _t, { article }) => ({ title: article.title, description: article.description }),
  // hreflang names only the languages the article is written in.
  head: ({ data: { article } }) => ({
    ogType: "article",
    languages: article.translations,
    imagePath: article.cover,
  }),
  Page: ({ data }) => <BlogArticlePage article={data.article} neighbours={data.neighbours} />,
});
