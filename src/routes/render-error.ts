import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { NO_STORE } from "../edge/cache-control";
import type { AppEnv } from "../env";
import { DEFAULT_LOCALE, languageOf } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { logError } from "../ops/error-log";
import { staticErrorPage } from "../pages/error/static-error-page";

/** Paths whose callers read JSON, never a page. */
const API_PATH = /^\/(api|ws)\//;

/**
 * Spec section 8: a failed server render is logged with its status and the visitor is sent to
 * the home page in their language. Never a loop: when the home page itself fails, or the request
 * was no navigation, a static page (no React) answers 500.
 */
export async function handleRenderError(error: Error, c: Context<AppEnv>): Promise<Response> {
  const status = error instanceof HTTPException ? error.status : 500;
  const { pathname } = new URL(c.req.url);
  logError(c, `render failed with status ${status}`, error);
  if (API_PATH.test(pathname)) {
    return c.json({ code: 500, message: "Internal error", data: null }, 500, { "Cache-Control": NO_STORE });
  }
  const language = c.get("language") ?? languageOf(DEFAULT_LOCALE);
  const home = localizedPath(language.code, "/");
  const navigation = c.req.method === "GET" || c.req.method === "HEAD";
  if (navigation && pathname !== home) {
    c.header("Cache-Control", NO_STORE);
    return c.redirect(home, 302);
  }
  const page = await staticErrorPage(language, home);
  return c.html(page, 500, { "Cache-Control": NO_STORE, "Retry-After": "60" });
}
