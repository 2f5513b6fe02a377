import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, ORIGIN } from "../../test/support/request";
import { createApp } from "../app";
import { CACHE_STATUS_HEADER } from "../edge/html-cache";
import { languageOf } from "../i18n/languages";
import { PAGE_MODULES } from "../pages/page-modules";
import type { RequestContext } from "../pages/request-context";
import { PROBE_CLEAN, PROBE_HEADER, startProbe } from "./prerender-probe";
import { enumeratePaths } from "./route-def";

/** A page view in the build's prerender run: the probe on. */
async function probed(path: string): Promise<Response> {
  const executionCtx = createExecutionContext();
  const response = await createApp().request(
    ORIGIN + path,
    // A prefetch: no page_show is sent after the response (as in the build's run).
    { headers: { "User-Agent": BROWSER_UA, "Accept-Language": "en", "Sec-Purpose": "prefetch" } },
    { ...env, PRERENDER_PROBE: "on" },
    executionCtx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(executionCtx);
  return response;
}

/** A request context as a loader sees it, for calling a page's loader alone. */
const contextOf = (): RequestContext =>
  ({
    language: languageOf("en"),
    user: null,
    sessionUnavailable: false,
    country: "DE",
    ip: "192.0.2.1",
    environment: "sandbox",
    env,
    host: "www.vpnmaster.com",
    returnTo: "/",
    query: {},
    params: {},
    referrer: null,
    request: new Request(ORIGIN),
    cookies: {},
    waitUntil: () => {},
  }) as unknown as RequestContext;

describe("the prerender probe", () => {
  it("records the clock, randomness and fetch while it runs, and puts them back when stopped", async () => {
    const now = Date.now;
    const probe = startProbe();
    Date.now();
    new Date(0);
    expect(probe.stop()).toBe("Date.now");
    const again = startProbe();
    new Date();
    Math.random();
    // A URL fetch refuses at once: recorded, and nothing leaves the test.
    await fetch("not a url").catch(() => null);
    expect(again.stop()).toBe("Math.random, fetch, new Date()");
    expect(Date.now).toBe(now);
    expect(new Date(0).getTime()).toBe(0);
  });

  it("lets a loader read the URL's facts and the seller's vars, and records bindings, visitor and API", () => {
    const probe = startProbe();
    const request = probe.request(contextOf());
    const bindings = probe.env(env);
    void [request.language, request.params, request.query, bindings.SELLER_ADDRESS];
    expect(probe.stop()).toBe(PROBE_CLEAN);
    const second = startProbe();
    const watched = second.request(contextOf());
    void [watched.country, watched.api, second.env(env).CONFIG, second.visitor({ ip: null }).ip];
    expect(second.stop()).toBe("env.CONFIG, request.api, request.country, visitor.ip");
  });

  it("catches the home page (promotion from KV, the clock) and pricing (prices) as runtime pages", async () => {
    for (const name of ["home", "pricing", "terms-of-service"]) {
      const module = PAGE_MODULES.find((m) => m.route.name === name);
      expect(module?.default.page.prerender, name).toBeUndefined();
      const probe = startProbe();
      try {
        await module?.default.page.load?.(
          probe.env(env),
          "www.vpnmaster.com",
          probe.request(contextOf()),
          {},
        );
      } catch {
        // A loader may fail without its real context; what it reached is recorded all the same.
      }
      expect(probe.stop(), name).not.toBe(PROBE_CLEAN);
    }
  });

  it("finds every page marked prerender clean, and names a read when the page makes one", async () => {
    const marked = PAGE_MODULES.filter((m) => m.default.page.prerender);
    expect(marked.length).toBeGreaterThanOrEqual(20);
    for (const module of marked) {
      const response = await probed(enumeratePaths(module.route)[0] ?? "/");
      expect(response.status, module.route.name).toBe(200);
      expect(response.headers.get(PROBE_HEADER), module.route.name).toBe(PROBE_CLEAN);
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
    }
    // An unmarked page is rendered as always: no probe.
    expect((await probed("/")).headers.get(PROBE_HEADER)).toBeNull();
  });
});
