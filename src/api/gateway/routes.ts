import { type Context, Hono } from "hono";
import { BODY_LIMITS, capBody } from "../../edge/body-limit";
import { NO_STORE } from "../../edge/cache-control";
import { isSameOrigin } from "../../edge/same-origin";
import type { AppEnv } from "../../env";
import { errorAnswer } from "../answer";
import { API_ERRORS, isSessionCode } from "../codes";
import { contractPathOf, endpointAt, logout, RECAPTCHA_FIELD } from "../contract";
import { backendContextOf, DEFAULT_UPSTREAM, exchange } from "./exchange";
import { clearTokenCookie, setTokenCookie, tokenOf } from "./token-cookie";
import type { UpstreamOptions } from "./upstream";

type Input =
  | { ok: true; input: Record<string, unknown>; recasign: string | null }
  | { ok: false; error: keyof typeof API_ERRORS };

async function readInput(c: Context<AppEnv>, method: "GET" | "POST"): Promise<Input> {
  if (method === "GET") {
    const { [RECAPTCHA_FIELD]: recasign, ...rest } = c.req.query();
    return { ok: true, input: rest, recasign: recasign ?? null };
  }
  // The size is capped before this by the body-limit middleware.
  const text = await c.req.text();
  if (
    text.trim() !== "" &&
    !(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")
  ) {
    return { ok: false, error: "unsupportedType" };
  }
  let body: unknown = {};
  try {
    if (text.trim() !== "") body = JSON.parse(text);
  } catch {
    return { ok: false, error: "malformedJson" };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, error: "invalidInput" };
  const { [RECAPTCHA_FIELD]: recasign, ...rest } = body as Record<string, unknown>;
  if (recasign !== undefined && typeof recasign !== "string") return { ok: false, error: "recaptchaFailed" };
  return { ok: true, input: rest, recasign: recasign ?? null };
}

function reply(c: Context<AppEnv>, status: number, body: unknown, retryAfter?: number): Response {
  c.header("Cache-Control", NO_STORE);
  if (retryAfter !== undefined) c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfter))));
  return c.json(body, status as 200);
}

/**
 * The same-origin gateway (BFF): `/api/mms/...` and, for recaptcha-protected calls,
 * `/ws/mm/reca/r2|r3/...`. It checks the call against the contract, refuses cross-origin POSTs,
 * caps the body, adds the session from the HttpOnly cookie, and moves any token the answer
 * carries into that cookie (the browser's JavaScript never sees it).
 */
export function gatewayRoutes(upstream: UpstreamOptions = DEFAULT_UPSTREAM) {
  const routes = new Hono<AppEnv>();
  const serve = async (c: Context<AppEnv>) => {
    const fail = (name: keyof typeof API_ERRORS) => {
      const answer = errorAnswer(API_ERRORS[name]);
      return reply(c, answer.status, answer.body);
    };
    const arrived = contractPathOf(new URL(c.req.url).pathname);
    const endpoint = arrived ? endpointAt(arrived.path) : undefined;
    if (!arrived || !endpoint) return fail("notFound");
    if (c.req.method !== endpoint.method) return fail("methodNotAllowed");
    // A protected call must take its recaptcha path; an open one has none.
    if (endpoint.recaptcha !== arrived.recaptcha)
      return endpoint.recaptcha ? fail("recaptchaFailed") : fail("notFound");
    if (endpoint.method === "POST" && !isSameOrigin(c)) return fail("crossOrigin");

    const read = await readInput(c, endpoint.method);
    if (!read.ok) return fail(read.error);
    if (endpoint.recaptcha && !read.recasign) return fail("recaptchaFailed");

    const token = endpoint.session === "none" ? null : tokenOf(c);
    const answer = await exchange(
      { endpoint, input: read.input, recasign: read.recasign, token },
      backendContextOf(c),
      upstream,
    );

    const data = answer.body.data;
    if (
      answer.status === 200 &&
      answer.body.code === 0 &&
      data &&
      typeof data === "object" &&
      "token" in data
    ) {
      const { token: issued, ...rest } = data as Record<string, unknown>;
      if (typeof issued === "string" && issued !== "") setTokenCookie(c, issued);
      answer.body = { ...answer.body, data: rest };
    }
    const endsSession =
      (endpoint.path === logout.path && answer.status === 200) ||
      answer.status === 401 ||
      answer.status === 403 ||
      isSessionCode(answer.body.code);
    if (endsSession && tokenOf(c)) clearTokenCookie(c);
    return reply(c, answer.status, answer.body, answer.retryAfter);
  };
  for (const path of ["/api/mms/*", "/ws/mm/reca/*"]) {
    routes.use(path, capBody(BODY_LIMITS.gateway));
    routes.all(path, serve);
  }
  return routes;
}
