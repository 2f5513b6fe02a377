import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE } from "../../catalog/cookies";
import { NO_STORE } from "../../edge/cache-control";
import { isCrawler } from "../../edge/crawler";
import { setSiteCookie } from "../../edge/site-cookies";
import type { AppEnv } from "../../env";
import { DEFAULT_LOCALE, isLocale, type Locale, languageOf } from "../../i18n/languages";
import { localizedPath, splitLocalePath } from "../../i18n/locale-path";
import { negotiateLanguage } from "../../i18n/negotiate";

/**
 * Picks the page's language (spec section 4). A path prefix rules and is remembered in the
 * LANGUAGE cookie; an unprefixed path follows a stored non-default language by a 302; the root
 * also negotiates Accept-Language. Crawlers get exactly the URL they asked for.
 */
export const locale = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  const { prefix, rest } = splitLocalePath(url.pathname);
  const stored = getCookie(c, LANGUAGE_COOKIE.name);
  const remember = (code: Locale) => {
    if (stored !== code) {
      setSiteCookie(c, LANGUAGE_COOKIE, code);
    }
  };
  // Only navigations follow a language: a form post or an API call is never redirected.
  const navigation = c.req.method === "GET" || c.req.method === "HEAD";
  const bot = !navigation || isCrawler(c);

  let current: Locale = prefix ?? DEFAULT_LOCALE;
  if (!bot && prefix) remember(prefix);
  if (!bot && !prefix) {
    const fromCookie = isLocale(stored) ? stored : null;
    const chosen = fromCookie ?? (rest === "/" ? negotiateLanguage(c.req.header("Accept-Language")) : null);
    if (chosen && chosen !== DEFAULT_LOCALE) {
      remember(chosen);
      c.header("Cache-Control", NO_STORE);
      return c.redirect(localizedPath(chosen, rest) + url.search, 302);
    }
    // A stored value that is no language is overwritten with the one in force.
    if (chosen || stored !== undefined) remember(DEFAULT_LOCALE);
    current = DEFAULT_LOCALE;
  }
  c.set("language", languageOf(current));
  c.set("barePath", rest);
  await next();
};
