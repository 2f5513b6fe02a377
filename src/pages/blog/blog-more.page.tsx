import { listPage as readListPage } from "../../blog/store";
import { definePage, defineRoute } from "../define-route";
import { listData, listPage, mainListPath } from "./list-page";

// Static blog paths come before `/blog/:unikey` in the module list, so they are never taken for an article.
export const route = defineRoute({
  name: "blog-more",
  styles: ["blog"],
  pattern: "/blog/more",
  layout: "blog",
});

export default definePage(route, {
  ...listPage(
    {
      // /blog shows page 1, so /blog/more starts at page 2 (a one-page blog shows that page).
      load: async (_env, _host, { language, query }) => {
        const first = await readListPage(language.code, {}, 1);
        return listData(language.code, {}, query.page, Math.min(2, first?.pages ?? 1));
      },
    },
    () => mainListPath,
  ),
});
