import { type BackendAnswer, errorAnswer } from "../../backend/dispatch";
import { APP_TYPE } from "../../catalog/app";
import { API_ERRORS } from "../codes";
import { answerSchema } from "../envelope";

/** How long the gateway waits for the upstream MMS API before answering 504. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * How long a page waits for each upstream call made while rendering it (the session's profile, a
 * loader's calls, plans and prices): a hanging MMS API must not hold a page for the gateway's 10 s.
 * The page then shows its "unavailable" state, USD prices or an anonymous header instead.
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
}

/** One call to the upstream MMS API with the spec's headers; every failure becomes an envelope. */
export async function forwardUpstream(
  request: UpstreamRequest,
  options: UpstreamOptions,
): Promise<BackendAnswer> {
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
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
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
  const answer: BackendAnswer = {
    status: response.status,
    body: { ...parsed.data, data: parsed.data.data ?? null },
  };
  if (Number.isFinite(retryAfter) && retryAfter > 0) answer.retryAfter = retryAfter;
  return answer;
}
