import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
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
    const origin = c.req.header("Origin");
    if (origin && origin !== new URL(c.req.url).origin) return c.json({ error: "cross-site" }, 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const choice = form.choice;
    const wantsJson = (c.req.header("Accept") ?? "").includes("application/json");
    c.header("Cache-Control", NO_STORE);
    if (!isChoice(choice)) {
      return wantsJson
        ? c.json({ error: "invalid choice" }, 400)
        : c.redirect(safeReturnPath(form.return, new URL(c.req.url).origin), 303);
    }
    setCookie(c, CONSENT_COOKIE.name, CONSENT_VALUE[choice], {
      path: "/",
      maxAge: CONSENT_COOKIE.maxAge,
      sameSite: "Lax",
    });
    return wantsJson
      ? c.json({ consent: choice })
      : c.redirect(safeReturnPath(form.return, new URL(c.req.url).origin), 303);
  });
  return consent;
}
