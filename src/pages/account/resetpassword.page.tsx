import { definePage, defineRoute } from "../define-route";
import { ResetPasswordPage } from "./reset-password-page";

export const route = defineRoute({
  name: "resetpassword",
  styles: ["account", "fields"],
  pattern: "/resetpassword",
  layout: "standalone",
  noindex: true,
  namespaces: ["resetpassword", "account"],
});

export default definePage(route, {
  // The link's token is in the URL: a copy per token would only fill the cache with secrets.
  htmlCache: false,
  Page: () => <ResetPasswordPage />,
});
