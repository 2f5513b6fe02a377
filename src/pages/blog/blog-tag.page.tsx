import { BLOG_TAGS } from "../../catalog/blog-tags";
import { pathTo } from "../../routes/route-paths";
import { definePage, defineRoute } from "../define-route";
import { filteredListPath, listData, listPage } from "./list-page";

export const route = defineRoute({
  name: "blog-tag",
  styles: ["blog"],
  pattern: "/blog/tag/:tagId",
  layout: "blog",
  params: { tagId: BLOG_TAGS },
});

export default definePage(route, {
  ...listPage(
    {
      // A known tag with no article in this language yet lists nothing (like a category).
      load: (_env, _host, { language, query }, params) =>
        listData(language.code, { tag: params.tagId ?? "" }, query.page),
      vars: ({ tagId }, t) => ({ tag: t(`blog-nav.tags.${tagId}`) }),
    },
    ({ params }) => filteredListPath(pathTo("/blog/tag/:tagId", { tagId: params.tagId ?? "" })),
  ),
});
