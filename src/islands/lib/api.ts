import { isSessionCode } from "../../api/codes";
import type { Call } from "../../api/contract/calls";
import { RECAPTCHA_FIELD, wirePath } from "../../api/contract/endpoint";
import type { Answer } from "../../api/envelope";

/**
 * The browser's MMS API client: same-origin calls through the gateway (the session cookie rides
 * along; the page never sees the token), with spec section 8's error behaviour.
 */

/** A failed call: the answer's status and body (the promise rejects with it). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Answer<unknown>,
    /** Seconds to wait (429 answers), else 0. */
    readonly retryAfter = 0,
  ) {
    super(body.message);
    this.name = "ApiFailure";
  }
}

/** The status and code of a call that never got an answer. */
export const NETWORK_FAILURE_CODE = -1;

/** Fired on window when the API says the session ended (50008/50012/50014). */
export const SESSION_ENDED_EVENT = "mms:session-ended";

/** Where 401 and 403 send the visitor: the page sets it (the sign-in page in its language). */
let loginHref = "/login";
export function setLoginHref(href: string): void {
  loginHref = href;
}

type Payload = Record<string, unknown>;

export async function callApi<T>(call: Call, input: Payload = {}, recasign?: string): Promise<T> {
  let url = wirePath(call);
  const init: RequestInit = {
    method: call.method,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  };
  if (call.method === "GET") {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    if (recasign) query.set(RECAPTCHA_FIELD, recasign);
    const search = query.toString();
    if (search) url += `?${search}`;
  } else {
    init.headers = { Accept: "application/json", "Content-Type": "application/json" };
    init.body = JSON.stringify(recasign ? { ...input, [RECAPTCHA_FIELD]: recasign } : input);
  }
  let response: Response;
  let body: Answer<T>;
  try {
    response = await fetch(url, init);
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new ApiFailure(0, { code: NETWORK_FAILURE_CODE, message: "network", data: null });
  }
  if (response.status === 200 && body.code === 0) return body.data;
  if (isSessionCode(body.code)) {
    // The gateway has already dropped the dead token; the page asks whether to sign in again.
    window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
  } else if (response.status === 401 || response.status === 403) {
    const here = window.location.pathname + window.location.search;
    window.location.assign(`${loginHref}?redirect=${encodeURIComponent(here)}`);
  }
  throw new ApiFailure(
    response.status,
    body as Answer<unknown>,
    Number(response.headers.get("Retry-After")) || 0,
  );
}

/** Spec section 8: a profile or geo failure gives null, never a broken page. */
export async function callOrNull<T>(call: Call, input: Payload = {}): Promise<T | null> {
  try {
    return await callApi<T>(call, input);
  } catch {
    return null;
  }
}
