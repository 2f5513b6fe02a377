import { APP_TYPE } from "../../catalog/app";
import { type ApiAnswer, errorAnswer } from "../answer";
import { API_ERRORS } from "../codes";
import { answerSchema } from "../envelope";

/** How long the gateway waits for the upstream MMS API before answering 504. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * How long a page waits for the upstream calls made while rendering it, all together (the
 * session's profile, a loader's calls, plans and prices): a hanging MMS API must hold a page
 * neither for the gateway's 10 s nor for 3 s per call. The page then shows its "unavailable"
 * state, USD prices or an anonymous header instead.
 */
export const PAGE_UPSTREAM_TIMEOUT_MS = 3_000;

export interface UpstreamRequest {
  apiBase: string;
  method: "GET" | "POST";
  /** The path as the MMS API expects it (recaptcha calls keep their /ws/mm/reca/ form). */
  path: string;
  /** GET: the query (recasign included); POST: the JSON body (recasign included). */
  payload: Record<string, unknown>;
  token: string | null;
  from: string | null;
  ip: string | null;
}

export interface UpstreamOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Where the page's shared budget ends (ms since epoch): each call gets what is left of it. */
  deadline?: number;
}

/** What a call may still spend: its own limit, cut to what is left of its page's budget. */
export function remainingMs(options: UpstreamOptions, now = Date.now()): number {
  if (options.deadline === undefined) return options.timeoutMs;
  return Math.min(options.timeoutMs, options.deadline - now);
}

/** One call to the upstream MMS API with the spec's headers; every failure becomes an envelope. */
export async function forwardUpstream(
  request: UpstreamRequest,
  options: UpstreamOptions,
): Promise<ApiAnswer> {
  const url = new URL(request.path, request.apiBase);
  const headers = new Headers({ "X-App-Type": String(APP_TYPE), Accept: "application/json" });
  if (request.token) headers.set("Authorization", `Bearer ${request.token}`);
  if (request.from) headers.set("X-From", request.from);
  if (request.ip) headers.set("X-Forwarded-For", request.ip);
  let body: string | undefined;
  if (request.method === "GET") {
    for (const [key, value] of Object.entries(request.payload)) url.searchParams.set(key, String(value));
  } else {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.payload);
  }
  const budget = remainingMs(options);
  if (budget <= 0) {
    console.warn(`gateway: upstream ${request.path} not asked: the page's upstream budget is spent`);
    return errorAnswer(API_ERRORS.upstreamTimeout);
  }
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(budget),
    });
  } catch (error) {
    const timedOut =
      error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    console.warn(`gateway: upstream ${request.path} ${timedOut ? "timed out" : "failed"}`, error);
    return errorAnswer(timedOut ? API_ERRORS.upstreamTimeout : API_ERRORS.upstreamFailed);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return errorAnswer(API_ERRORS.upstreamFailed);
  const retryAfter = Number(response.headers.get("Retry-After"));
  const answer: ApiAnswer = {
    status: response.status,
    body: { ...parsed.data, data: parsed.data.data ?? null },
  };
  if (Number.isFinite(retryAfter) && retryAfter > 0) answer.retryAfter = retryAfter;
  return answer;
}
