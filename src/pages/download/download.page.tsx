import { definePage, defineRoute } from "../define-route";
import { DownloadPage } from "./download-page";

export const route = defineRoute({
  name: "download",
  styles: ["catalog"],
  pattern: "/download",
  namespaces: ["download", "app-screens"],
});

export default definePage(route, {
  prerender: true,
  Page: () => <DownloadPage />,
});
