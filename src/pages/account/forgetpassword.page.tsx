import { definePage, defineRoute } from "../define-route";
import { ForgotPasswordPage } from "./forgot-password-page";

export const route = defineRoute({
  name: "forgetpassword",
  styles: ["account", "fields"],
  pattern: "/forgetpassword",
  layout: "standalone",
  noindex: true,
  namespaces: ["forgetpassword", "account"],
});

export default definePage(route, {
  prerender: true,
  Page: () => <ForgotPasswordPage />,
});
