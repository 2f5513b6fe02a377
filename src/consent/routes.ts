import { Hono } from "hono";
import { API_ERRORS } from "../api/codes";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { errorResponse } from "../edge/error-response";
import { isSameOrigin } from "../edge/same-origin";
import { setSiteCookie } from "../edge/site-cookies";
import type { AppEnv } from "../env";
import { CONSENT_PATH, CONSENT_VALUE, type ConsentChoice } from "../shared/consent";
import { safeRedirect } from "../shared/safe-redirect";

export { CONSENT_PATH };

/** The normalised path on this origin to return to; anything else (another host, a trick) returns home. */
function safeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  const safe = safeRedirect(value, { origin, sameSiteHosts: [], allowedHosts: [] });
  return safe?.sameOrigin ? safe.location : "/";
}

const isChoice = (value: unknown): value is ConsentChoice => value === "accept" || value === "decline";

/**
 * The consent banner's form target. Works without JavaScript (303 back to the page) and answers
 * JSON to the island. A cross-site post, or one without a valid choice, changes nothing.
 */
export function consentRoutes() {
  const consent = new Hono<AppEnv>();
  // A real post is two short fields; a forged large one is refused before it is read.
  consent.post(CONSENT_PATH, capBody(BODY_LIMITS.smallForm), async (c) => {
    c.header("Cache-Control", NO_STORE);
    // The one same-origin rule of every state-changing route: a post without Origin and without
    // Sec-Fetch-Site: same-origin is refused too (a browser always sends one of them).
    if (!isSameOrigin(c)) return errorResponse(c, API_ERRORS.crossOrigin);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const choice = form.choice;
    const wantsJson = (c.req.header("Accept") ?? "").includes("application/json");
    if (!isChoice(choice)) {
      return wantsJson
        ? errorResponse(c, API_ERRORS.invalidInput)
        : c.redirect(safeReturnPath(form.return, new URL(c.req.url).origin), 303);
    }
    setSiteCookie(c, CONSENT_COOKIE, CONSENT_VALUE[choice]);
    return wantsJson
      ? c.json({ consent: choice })
      : c.redirect(safeReturnPath(form.return, new URL(c.req.url).origin), 303);
  });
  return consent;
}
