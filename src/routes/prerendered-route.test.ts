import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, ORIGIN } from "../../test/support/request";
import { createApp } from "../app";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { CACHE_STATUS_HEADER } from "../edge/html-cache";
import { prerenderedPath, prerenderedTextOf, varsDigest } from "../edge/prerendered";
import { BUILD_ID } from "../pages/assets";

const browser = { "User-Agent": BROWSER_UA, "Accept-Language": "en" };
const year = new Date().getUTCFullYear();
const executionCtx = createExecutionContext();

/** ASSETS holding one prerendered copy (with a marker the real render lacks), recording every read. */
function assetsWith(path: string, text: string) {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      reads.push(url.pathname);
      return url.pathname === path ? new Response(text) : new Response(null, { status: 404 });
    },
  };
  return { fetcher, reads };
}

const copyPath = (language: string, barePath: string, consent = "none") =>
  prerenderedPath({
    buildId: BUILD_ID,
    vars: varsDigest(env),
    environment: "prod",
    year,
    consent,
    language,
    barePath,
  });

const request = (path: string, assets: { fetch: unknown }, extra: Record<string, string> = {}) =>
  createApp().request(
    ORIGIN + path,
    { headers: { ...browser, ...extra } },
    { ...env, PRERENDERED: "on", ASSETS: assets },
    executionCtx,
  );

describe("a page marked prerender", () => {
  it("is answered with the build's copy after the middleware chain: its nonce, origin and cookies", async () => {
    const html = `<html><link href="https://prerender-prod.invalid/de/features"><script nonce="n0"></script>copy</html>`;
    const { fetcher, reads } = assetsWith(
      copyPath("de", "/features"),
      prerenderedTextOf(html, "n0", "https://prerender-prod.invalid"),
    );
    // A campaign link: the page is the same, the tracking cookies are set by the middleware chain.
    const response = await request(
      `/de/features?utm_source=x${crypto.randomUUID().slice(0, 4)}&utm_campaign=y`,
      fetcher,
    );
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("prerendered");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(await response.text()).toBe(
      `<html><link href="${ORIGIN}/de/features"><script nonce="${nonce}"></script>copy</html>`,
    );
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("utm_"))).toBe(true);
    expect(reads).toContain(copyPath("de", "/features"));
  });

  it("is rendered when the build has no copy for it (another cookie choice, a query it shows)", async () => {
    const { fetcher } = assetsWith(copyPath("it", "/aboutus"), "copy");
    const missing = await request("/it/aboutus", fetcher, { Cookie: `${CONSENT_COOKIE.name}=1` });
    expect(missing.headers.get(CACHE_STATUS_HEADER)).not.toBe("prerendered");
    expect(await missing.text()).toContain("<!DOCTYPE html>");
    const query = await request(`/it/aboutus?v=${crypto.randomUUID()}`, fetcher);
    expect(query.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    await query.arrayBuffer();
  });

  it("is never looked up for a page not marked, nor with PRERENDERED=off or the HTML cache off (dev)", async () => {
    const { fetcher, reads } = assetsWith(copyPath("en", "/"), "copy");
    await (await request(`/?v=${crypto.randomUUID()}`, fetcher)).arrayBuffer();
    await (await request("/pricing", fetcher)).arrayBuffer();
    expect(reads.filter((path) => path.startsWith("/_prerendered"))).toEqual([]);
    const off = await createApp().request(
      `${ORIGIN}/pl/features`,
      { headers: browser },
      { ...env, PRERENDERED: "off", ASSETS: fetcher },
      executionCtx,
    );
    expect(off.headers.get(CACHE_STATUS_HEADER)).not.toBe("prerendered");
    await off.arrayBuffer();
    // npm run dev (HTML_CACHE=off): every page renders, so an edited message shows after a reload.
    const dev = await createApp().request(
      `${ORIGIN}/features`,
      { headers: browser },
      {
        ...env,
        HTML_CACHE: "off",
        PRERENDERED: "on",
        ASSETS: assetsWith(copyPath("en", "/features"), "copy").fetcher,
      },
      executionCtx,
    );
    expect(dev.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
    expect(await dev.text()).not.toBe("copy");
    expect(reads.filter((path) => path.startsWith("/_prerendered"))).toEqual([]);
  });
});
