import { type Context, Hono } from "hono";
import { contactUs } from "../api/contract/report";
import { backendContextOf, exchange } from "../api/gateway/exchange";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import { LOCALES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { renderRoute } from "../routes/render-route";
import { routeByName } from "../routes/table";
import { parseContactMessage } from "./contact-form";
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MIN_FILL_MS,
  CONTACT_SENT_PARAM,
  CONTACT_STARTED_FIELD,
} from "./contact-rules";
import type { ContactFormState } from "./form-state";

const contactRoute = routeByName("contact-us");

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A form posted sooner after it was shown than a person can fill it (or with a forged time). */
function postedTooFast(started: string, now: number): boolean {
  if (!/^[0-9]{1,15}$/.test(started)) return true;
  const at = Number(started);
  return now - at < CONTACT_MIN_FILL_MS || at > now;
}

/**
 * The contact form without JavaScript: a plain POST to the page's own path. Success answers
 * 303 to the confirmation (Post/Redirect/Get); a refusal shows the page again with the values
 * kept and a localized reason (400, 403, 429, or 503 when the API cannot be reached), and stores
 * nothing. The same-origin rule is the gateway's: state-changing requests come from our pages only.
 */
async function handleContactForm(c: Context<AppEnv>): Promise<Response> {
  c.header("Cache-Control", NO_STORE);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(form[field])]));
  const refuse = (state: Omit<ContactFormState, "values">, status: 400 | 403 | 429 | 503) =>
    renderRoute(
      c,
      contactRoute,
      {},
      { status, data: { form: { values, ...state } satisfies ContactFormState } },
    );

  if (!isSameOrigin(c)) return refuse({ errors: {}, formError: "crossSite" }, 403);
  if (text(form[CONTACT_HONEYPOT_FIELD]) !== "") return refuse({ errors: {}, formError: "spam" }, 400);
  const now = Date.now();
  if (postedTooFast(text(form[CONTACT_STARTED_FIELD]), now))
    return refuse({ errors: {}, formError: "tooFast" }, 400);

  // The shared rules first, so every refused field gets its own message without a call.
  const parsed = parseContactMessage(values);
  if (!parsed.ok) return refuse({ errors: parsed.errors }, 400);

  // Then the contact_us call, in-process or upstream as API_BASE says (the gateway's exchange).
  const language = c.get("language").code;
  const answer = await exchange(
    { endpoint: contactUs, input: { ...parsed.message, language }, recasign: null, token: null },
    { ...backendContextOf(c), nowMs: now },
  );
  const reference = (answer.body.data as { reference?: unknown } | null)?.reference;
  if (answer.status === 200 && answer.body.code === 0 && typeof reference === "string") {
    const confirmation = `${localizedPath(language, contactRoute.pattern)}?${CONTACT_SENT_PARAM}=${encodeURIComponent(reference)}`;
    return c.redirect(confirmation, 303);
  }
  if (answer.status === 429) {
    c.header("Retry-After", String(Math.max(1, Math.ceil(answer.retryAfter ?? 60))));
    return refuse({ errors: {}, formError: "rateLimited" }, 429);
  }
  console.error(`contact form: contact_us answered ${answer.status} ${answer.body.code}`);
  return refuse({ errors: {}, formError: "unavailable" }, 503);
}

/** A body over the cap was not read: the page comes back empty, with the reason, and nothing is sent. */
const refuseTooLarge = (c: Context<AppEnv>) => {
  c.header("Cache-Control", NO_STORE);
  const form: ContactFormState = { values: {}, errors: {}, formError: "tooLarge" };
  return renderRoute(c, contactRoute, {}, { status: 413, data: { form } });
};

/** The form's POST at the contact page's path in every locale variant. */
export function contactFormRoutes() {
  const routes = new Hono<AppEnv>();
  for (const prefix of ["", ...LOCALES.map((code) => `/${code}`)]) {
    routes.post(
      prefix + contactRoute.pattern,
      capBody(BODY_LIMITS.contactForm, refuseTooLarge),
      handleContactForm,
    );
  }
  return routes;
}
