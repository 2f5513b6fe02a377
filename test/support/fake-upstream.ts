import { createExecutionContext, env } from "cloudflare:test";
import { vi } from "vitest";
import { DEFAULT_UPSTREAM, PAGE_UPSTREAM } from "../../src/api/gateway/exchange";
import { createApp } from "../../src/app";
import { ORIGIN } from "./request";

/** An upstream MMS API origin that only the fake below answers. */
export const FAKE_API_BASE = "https://mms.upstream.test";
/** Nothing listens here: a real connection failure. */
export const UNREACHABLE_API_BASE = "http://127.0.0.1:9";

export type Answerer = (request: Request) => Promise<Response>;

/** Never answers; gives up only when the caller's own timeout aborts the request. */
export const hangs: Answerer = (request) =>
  new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
  });

export const answers500: Answerer = async () =>
  new Response("<html><body>502 Bad Gateway</body></html>", {
    status: 500,
    headers: { "Content-Type": "text/html" },
  });

/** 200 with an HTML page where JSON was expected (a captive portal, a misrouted proxy). */
export const answersHtml: Answerer = async () =>
  new Response("<!doctype html><title>Maintenance</title>", { headers: { "Content-Type": "text/html" } });

/** 200 with JSON of the wrong shape. */
export const answersGarbage: Answerer = async () => Response.json({ ok: "yes", plans: "soon" });

/**
 * Routes the Worker's outgoing requests to FAKE_API_BASE to `answer` (everything else goes out
 * as usual) and shortens both upstream budgets so a hanging upstream costs milliseconds.
 * Returns the undo.
 */
export function fakeUpstream(answer: Answerer, timeoutMs = 30): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(FAKE_API_BASE) ? answer(request) : realFetch(input, init);
  });
  const budgets = [DEFAULT_UPSTREAM.timeoutMs, PAGE_UPSTREAM.timeoutMs] as const;
  DEFAULT_UPSTREAM.timeoutMs = timeoutMs;
  PAGE_UPSTREAM.timeoutMs = timeoutMs;
  return () => {
    spy.mockRestore();
    [DEFAULT_UPSTREAM.timeoutMs, PAGE_UPSTREAM.timeoutMs] = budgets;
  };
}

const executionCtx = createExecutionContext();

/** The whole app with API_BASE pointing at `apiBase`; redirects are returned, not followed. */
export function requestWithUpstream(
  apiBase: string,
  path: string,
  init: RequestInit = {},
  bindings: Record<string, string> = {},
): Promise<Response> {
  const app = createApp();
  return Promise.resolve(
    app.request(
      new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }),
      undefined,
      { ...env, API_BASE: apiBase, ...bindings },
      executionCtx,
    ),
  );
}
