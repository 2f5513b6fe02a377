import { type ApiAnswer, errorAnswer } from "../api/answer";
import { API_ERRORS } from "../api/codes";
import { type Endpoint, recaptchaAction } from "../api/contract/endpoint";
import { success } from "../api/envelope";
import { getOrCreate } from "../shared/get-or-create";
import { resolveSession } from "./account/sessions";
import type { BackendContext, Session, SessionResolution } from "./handler";
import { HANDLERS } from "./handlers";
import { verifyRecaptcha } from "./recaptcha/verify";
import type { Registration } from "./registry";

export interface BackendCall {
  endpoint: Endpoint;
  /** The parsed JSON body (POST) or the query parameters (GET), without recasign. */
  input: unknown;
  /** The recasign token; null when the call came without one. */
  recasign: string | null;
  /** The bearer token; null when none was sent. */
  token: string | null;
}

const byPath = new Map<string, Registration>(HANDLERS.map((r) => [r.endpoint.path, r]));

/** The token's session, resolved once per site request when the context keeps a memo. */
function sessionOf(token: string, ctx: BackendContext): Promise<SessionResolution> {
  const resolve = () => resolveSession(ctx.env.DB, token, ctx.nowMs);
  return ctx.sessionMemo ? getOrCreate(ctx.sessionMemo, token, resolve) : resolve();
}

/**
 * The embedded MMS API: the request schema, then recaptcha, then the session, then the handler.
 * Nothing is written before all three checks pass. A handler that throws answers 503, never 500.
 */
export async function dispatch(call: BackendCall, ctx: BackendContext): Promise<ApiAnswer> {
  const registration = byPath.get(call.endpoint.path);
  if (!registration) return errorAnswer(API_ERRORS.notFound);
  const { endpoint, handler } = registration;

  const parsed = endpoint.request.safeParse(call.input ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    return errorAnswer(API_ERRORS.invalidInput, { issues });
  }

  if (endpoint.recaptcha) {
    const good = await verifyRecaptcha(
      endpoint.recaptcha,
      call.recasign ?? "",
      recaptchaAction(endpoint.path),
      ctx,
    );
    if (!good) return errorAnswer(API_ERRORS.recaptchaFailed);
  }

  let session: Session | null = null;
  if (endpoint.session !== "none" && call.token) {
    const resolved = await sessionOf(call.token, ctx);
    if ("error" in resolved) {
      if (endpoint.session === "required") return errorAnswer(resolved.error);
    } else {
      session = resolved.session;
    }
  }
  if (endpoint.session === "required" && !session) return errorAnswer(API_ERRORS.signInRequired);

  try {
    const outcome = await handler({ ...ctx, input: parsed.data, session });
    if (outcome.ok) return { status: 200, body: success(outcome.data) };
    return errorAnswer(outcome.error, outcome.data ?? null, outcome.retryAfter);
  } catch (error) {
    console.error(`backend: ${endpoint.path} failed`, error);
    return errorAnswer(API_ERRORS.unavailable);
  }
}
