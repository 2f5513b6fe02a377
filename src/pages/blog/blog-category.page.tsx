import { BLOG_CATEGORIES } from "../../catalog/blog-categories";
import { pathTo } from "../../routes/route-paths";
import { definePage, defineRoute } from "../define-route";
import { filteredListPath, listData, listPage } from "./list-page";

export const route = defineRoute({
  name: "blog-category",
  styles: ["blog"],
  pattern: "/blog/category/:category",
  layout: "blog",
  params: { category: BLOG_CATEGORIES },
});

export default definePage(route, {
  ...listPage(
    {
      load: (_env, _host, { language, query }, params) =>
        listData(language.code, { category: params.category ?? "" }, query.page),
      vars: ({ category }, t) => ({ category: t(`blog-nav.categories.${category}`) }),
    },
    ({ params }) => filteredListPath(pathTo("/blog/category/:category", { category: params.category ?? "" })),
  ),
});
