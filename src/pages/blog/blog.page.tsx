import { definePage, defineRoute } from "../define-route";
import { listData, listPage, mainListPath } from "./list-page";

export const route = defineRoute({
  name: "blog",
  styles: ["blog"],
  pattern: "/blog",
  layout: "blog",
});

export default definePage(route, {
  ...listPage(
    {
      load: (_env, _host, { language, query }) => listData(language.code, {}, query.page),
    },
    () => mainListPath,
  ),
});
