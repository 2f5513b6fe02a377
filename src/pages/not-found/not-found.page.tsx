import { definePage, defineRoute } from "../define-route";
import { NotFoundPage } from "./not-found-page";

export const route = defineRoute({
  name: "not-found",
  styles: [],
  pattern: "/404",
  status: 404,
  noindex: true,
});

export default definePage(route, {
  Page: ({ path }) => <NotFoundPage path={path} />,
});
