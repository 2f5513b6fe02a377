import { type Context, Hono } from "hono";
import { analyticsRoutes } from "./api/analytics-route";
import { gatewayRoutes } from "./api/gateway/routes";
import { consentRoutes } from "./consent/routes";
import { outboxRoutes } from "./dev/outbox-page";
import { recaptchaStandInRoutes } from "./dev/recaptcha-stand-in";
import type { AppEnv } from "./env";
import { LOCALES } from "./i18n/languages";
import { ipRoutes } from "./ip/routes";
import { analytics } from "./middleware/analytics";
import { canonicalUrl } from "./middleware/canonical-url";
import { environment } from "./middleware/environment";
import { locale } from "./middleware/locale";
import { redirects } from "./middleware/redirects";
import { renderer } from "./middleware/renderer";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { tracking } from "./middleware/tracking";
import { handleRenderError } from "./routes/render-error";
import { renderRoute } from "./routes/render-route";
import { paramsAreValid, ROUTES, type RouteDef, routeByName } from "./routes/table";
import { seoRoutes } from "./seo/routes";

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  app.use(environment());
  app.use(canonicalUrl());
  // Before the locale middleware: these files are the same in every language.
  app.route("/", seoRoutes());
  app.route("/", consentRoutes());
  app.route("/", analyticsRoutes());
  // The API gateway answers before the page middlewares: API calls never touch the language,
  // tracking or analytics cookies, and never render.
  app.route("/", gatewayRoutes());
  app.route("/", recaptchaStandInRoutes());
  app.route("/", outboxRoutes());
  app.route("/", ipRoutes());
  app.use(locale());
  app.use(tracking());
  app.use(redirects());
  app.use(analytics());
  app.use(renderer());
  app.use(session());

  const notFound = routeByName("not-found");

  for (const def of ROUTES) {
    const handle = (c: Context<AppEnv>) => {
      const params = c.req.param() as Record<string, string | undefined>;
      return paramsAreValid(def, params) ? renderRoute(c, def, params) : renderRoute(c, notFound, {});
    };
    // Literal prefixes, not a `:locale{a|b}` parameter: the router treats those as unanchored
    // alternatives, and a static prefix is also the cheapest match.
    for (const prefix of ["", ...LOCALES.map((code) => `/${code}`)]) {
      app.get(prefix && def.pattern === "/" ? prefix : prefix + def.pattern, handle);
    }
  }

  app.notFound((c) => renderRoute(c, notFound, {}));

  app.onError(handleRenderError);

  return app;
}

export type { RouteDef };
