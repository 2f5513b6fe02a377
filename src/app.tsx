import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { prefetchedViewRoutes } from "./analytics/prefetched-view-route";
import { analyticsRoutes } from "./api/analytics-route";
import { gatewayRoutes } from "./api/gateway/routes";
import { emailUndoRoutes } from "./backend/account/email-change/undo-routes";
import { emailConfirmRoutes } from "./backend/billing/email-confirm-routes";
import { renewalOffRoutes } from "./backend/billing/renewal-off-routes";
import { sandboxClockRoutes } from "./backend/billing/sandbox-clock-routes";
import { sandboxFixRoutes } from "./backend/billing/sandbox-fix-routes";
import { webhookRoutes } from "./backend/payment/routes";
import { sandboxCheckoutRoutes } from "./backend/payment/sandbox-checkout";
import { blogFeedRoutes } from "./blog/feed-routes";
import { consentRoutes } from "./consent/routes";
import { contactFormRoutes } from "./contact/form-route";
import { outboxRoutes } from "./dev/outbox-page";
import { recaptchaStandInRoutes } from "./dev/recaptcha-stand-in";
import type { AppEnv } from "./env";
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
import { accountDataRoutes } from "./my-account/account-data-routes";
import { billingFormRoutes } from "./my-account/billing-form-routes";
import { emailChangeRoutes } from "./my-account/email-change-routes";
import { configCheck } from "./ops/config-check";
import { type OpsConsoleOptions, opsConsoleRoutes } from "./ops/console/routes";
import { healthRoutes } from "./ops/health-route";
import { requestLog } from "./ops/request-log";
import { pricesRoutes } from "./pricing/routes";
import { registerRoute } from "./routes/register-route";
import { handleRenderError } from "./routes/render-error";
import { renderRoute } from "./routes/render-route";
import type { RouteDef } from "./routes/route-def";
import { ROUTE_MIDDLEWARE, routeMiddleware } from "./routes/route-middleware";
import { ROUTES, routeByName } from "./routes/table";
import { validateRouteTable } from "./routes/validate-table";
import { seoRoutes } from "./seo/routes";

/**
 * The site; `routes` is the route table (a test may pass a broken one to see the app refuse it),
 * `ops` the operator console's options (a test passes its own Access keys).
 */
export function createApp(routes: readonly RouteDef[] = ROUTES, ops: OpsConsoleOptions = {}) {
  validateRouteTable(routes, ROUTE_MIDDLEWARE);
  // The trie, not Hono's default: the default first tries to compile the ~1,400 routes into one
  // RegExp on the first request, fails on them and falls back to this trie (decision 189).
  const app = new Hono<AppEnv>({ router: new TrieRouter() });

  app.use(requestLog());
  app.use(securityHeaders());
  app.use(environment());
  app.use(configCheck());
  // Before canonical-url and every page concern: monitors call it on any product host.
  app.route("/", healthRoutes());
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
  app.route("/", blogFeedRoutes());
  app.route("/", pricesRoutes());
  app.route("/", webhookRoutes());
  app.route("/", sandboxCheckoutRoutes());
  app.route("/", sandboxClockRoutes());
  app.route("/", sandboxFixRoutes());
  app.route("/", renewalOffRoutes());
  app.route("/", emailUndoRoutes());
  app.route("/", emailConfirmRoutes());
  app.route("/", ipRoutes());
  // Operators only, in English: behind Cloudflare Access, never localized or indexed.
  app.route("/", opsConsoleRoutes(ops));
  app.use(locale());
  app.use(tracking());
  app.use(redirects());
  app.use(analytics());
  app.use(renderer());
  app.use(session());
  // The contact form's no-JavaScript POST: after the language is known, re-rendered on refusal.
  app.route("/", contactFormRoutes());
  // My account's renewal switch and refund without JavaScript: they need the language and the session.
  app.route("/", billingFormRoutes());
  app.route("/", accountDataRoutes());
  app.route("/", emailChangeRoutes());
  // After the session: a view reported by a page shown from a prefetch carries the user's id.
  app.route("/", prefetchedViewRoutes());

  const notFound = routeByName("not-found");

  for (const def of routes) {
    const middleware = (def.middleware ?? []).map(routeMiddleware);
    registerRoute(app, def, notFound, middleware);
  }

  app.notFound((c) => renderRoute(c, notFound, {}));

  app.onError(handleRenderError);

  return app;
}

export type { RouteDef };
