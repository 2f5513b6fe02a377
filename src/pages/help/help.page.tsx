import { definePage, defineRoute } from "../define-route";
import { HelpPage } from "./help-page";

export const route = defineRoute({
  name: "help",
  styles: ["help"],
  pattern: "/help",
});

export default definePage(route, {
  prerender: true,
  vars: (_params, t) => ({ title: t("help.index.title"), description: t("help.index.description") }),
  Page: () => <HelpPage />,
});
