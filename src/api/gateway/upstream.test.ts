import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { APP_TYPE } from "../../catalog/app";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { CJE_CLIENT_COOKIE } from "../../catalog/tracking-cookies";
import type { AppEnv } from "../../env";
import { environment } from "../../middleware/environment";
import { API_ERRORS } from "../codes";
import { anonymousSignup, login, profile, subscriptionMy, wirePath } from "../contract";
import { gatewayRoutes } from "./routes";
import { forwardUpstream, remainingMs } from "./upstream";

const API_BASE = "https://mms.example.net";

/** The gateway in front of a stub upstream that records what it was sent. */
function gatewayWith(answer: (request: Request) => Promise<Response>) {
  const seen: Request[] = [];
  const app = new Hono<AppEnv>();
  app.use(environment());
  app.route(
    "/",
    gatewayRoutes({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone() as unknown as Request);
        return answer(request);
      },
      timeoutMs: 50,
    }),
  );
  const call = (path: string, init: RequestInit = {}) =>
    app.request(`${SANDBOX_ORIGIN}${path}`, init, { ...env, API_BASE });
  return { call, seen };
}

const ok = (data: unknown) => Response.json({ code: 0, message: "ok", data });

describe("gateway → upstream MMS API", () => {
  it("forwards with X-App-Type 501, the bearer token from the cookie and X-From CJ for a CJ visitor", async () => {
    const { call, seen } = gatewayWith(async () =>
      ok({ user_id: 7, email: "a@example.com", is_password_set: 1, vip: { remain_time: 0, expire_time: 0 } }),
    );
    const response = await call(`${subscriptionMy.path}?page=2`, {
      headers: { Cookie: `${TOKEN_COOKIE.name}=tok123; ${CJE_CLIENT_COOKIE.name}=cj-event-1` },
    });
    expect(response.status).toBe(200);
    const sent = seen[0];
    expect(sent?.url).toBe(`${API_BASE}${subscriptionMy.path}?page=2`);
    expect(sent?.headers.get("X-App-Type")).toBe(String(APP_TYPE));
    expect(sent?.headers.get("Authorization")).toBe("Bearer tok123");
    expect(sent?.headers.get("X-From")).toBe("CJ");
  });

  it("does not forward a claimed X-From CJ without the CJ cookie", async () => {
    const { call, seen } = gatewayWith(async () => ok({ plans: [] }));
    await call(`${subscriptionMy.path}?page=1`, {
      headers: { Cookie: `${TOKEN_COOKIE.name}=tok123`, "X-From": "CJ" },
    });
    expect(seen[0]?.headers.get("X-From")).toBeNull();
  });

  it("sends a recaptcha call to its /ws/mm/reca path with recasign in the body", async () => {
    const { call, seen } = gatewayWith(async () => ok({ token: "upstream-token", user_id: 9 }));
    const response = await call(wirePath(login), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ email: "a@example.com", password: "Secret!1", recasign: "r" }),
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.url).toBe(`${API_BASE}/ws/mm/reca/r2/account/v1/web/login`);
    expect(await seen[0]?.json()).toEqual({ email: "a@example.com", password: "Secret!1", recasign: "r" });
    // The upstream's token goes into the cookie, not to the page.
    expect(response.headers.getSetCookie().join()).toContain(`${TOKEN_COOKIE.name}=upstream-token`);
    expect(JSON.stringify(await response.json())).not.toContain("upstream-token");
  });

  it("answers 504 / 50400 when the upstream does not answer in time", async () => {
    const { call } = gatewayWith(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true }),
        ),
    );
    const response = await call(profile.path, { headers: { Cookie: `${TOKEN_COOKIE.name}=t` } });
    expect(response.status).toBe(504);
    expect((await response.json()) as object).toMatchObject({ code: API_ERRORS.upstreamTimeout.code });
  });

  it("answers 502 / 50200 when the upstream answers something that is not an envelope", async () => {
    const { call } = gatewayWith(async () => new Response("<html>oops</html>", { status: 500 }));
    const response = await call(profile.path, { headers: { Cookie: `${TOKEN_COOKIE.name}=t` } });
    expect(response.status).toBe(502);
    expect((await response.json()) as object).toMatchObject({ code: API_ERRORS.upstreamFailed.code });
  });

  it("clears the cookie when the upstream answers 401 or 403", async () => {
    for (const status of [401, 403]) {
      const { call } = gatewayWith(async () =>
        Response.json({ code: 1, message: "no", data: null }, { status }),
      );
      const response = await call(profile.path, { headers: { Cookie: `${TOKEN_COOKIE.name}=t` } });
      expect(response.status).toBe(status);
      expect(response.headers.getSetCookie().join()).toMatch(/paypal_token=;.*Max-Age=0/i);
    }
  });

  it("keeps the upstream's Retry-After on a 429", async () => {
    const { call } = gatewayWith(async () =>
      Response.json(
        { code: 42900, message: "slow down", data: null },
        { status: 429, headers: { "Retry-After": "30" } },
      ),
    );
    const response = await call(wirePath(anonymousSignup), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ recasign: "r" }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("30");
  });
});

describe("a page's shared upstream budget", () => {
  const request = {
    apiBase: API_BASE,
    method: "GET" as const,
    path: profile.path,
    payload: {},
    token: "t",
    from: null,
    ip: null,
  };

  it("gives each call what is left of it, never more than the call's own limit", () => {
    const now = 1_000_000;
    expect(remainingMs({ fetch, timeoutMs: 3_000 }, now)).toBe(3_000);
    expect(remainingMs({ fetch, timeoutMs: 3_000, deadline: now + 1_200 }, now)).toBe(1_200);
    expect(remainingMs({ fetch, timeoutMs: 3_000, deadline: now + 9_000 }, now)).toBe(3_000);
  });

  it("answers a timeout without asking the network once it is spent", async () => {
    const asked: string[] = [];
    const answer = await forwardUpstream(request, {
      fetch: async (input) => {
        asked.push(String(input));
        return ok({});
      },
      timeoutMs: 3_000,
      deadline: Date.now() - 1,
    });
    expect(asked).toEqual([]);
    expect(answer.status).toBe(API_ERRORS.upstreamTimeout.status);
    expect(answer.body.code).toBe(API_ERRORS.upstreamTimeout.code);
  });
});
