import { localizedPath } from "../../i18n/locale-path";
import { recaptchaClientConfig } from "../../shared/recaptcha";
import { returnPath } from "../../shared/return-to";
import { definePage, defineRoute } from "../define-route";
import { LoginPage } from "./login-page";

export const route = defineRoute({
  name: "login",
  styles: ["account", "fields"],
  pattern: "/login",
  layout: "standalone",
  noindex: true,
  personal: true,
  namespaces: ["login", "account"],
  thirdParties: ["recaptcha"],
});

export default definePage(route, {
  load: async (env, _host, r) => ({
    recaptcha: recaptchaClientConfig(env, r.environment),
    // Only the URL decides the page (cacheable); the island adds the referrer in the browser.
    returnTo: returnPath(r.query.redirect),
    fallback: localizedPath(r.language.code, "/myaccount"),
  }),
  Page: ({ data }) => (
    <LoginPage recaptcha={data.recaptcha} returnTo={data.returnTo} fallback={data.fallback} />
  ),
});
