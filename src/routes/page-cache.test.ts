import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, get, ORIGIN, setCookieOf } from "../../test/support/request";
import { createApp } from "../app";
import { CONSENT_COOKIE, LANGUAGE_COOKIE, TOKEN_COOKIE } from "../catalog/cookies";
import { CACHE_STATUS_HEADER, edgeCache, htmlCacheKey } from "../edge/html-cache";
import { BUILD_ID } from "../pages/assets";
import { CONSENT_VALUE } from "../shared/consent";

const browser = { "User-Agent": BROWSER_UA, "Accept-Language": "en" };

/** A query no other test uses: each test starts from an empty cache entry. */
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}v=${crypto.randomUUID()}`;

const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const bodyNonces = (html: string) => new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]));

/** Requests the page until the copy stored after the first response is served (stored in waitUntil). */
async function untilHit(path: string, headers: Record<string, string> = browser): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await get(path, headers);
    if (response.headers.get(CACHE_STATUS_HEADER) === "hit") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never served from the cache`);
}

describe("HTML cache for anonymous visitors", () => {
  it("renders a page once (miss), then serves the stored copy (hit) with the same content", async () => {
    const path = fresh("/features");
    const first = await get(path, browser);
    expect(first.status).toBe(200);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    const rendered = await first.text();
    const cached = await untilHit(path);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("Content-Type")).toMatch(/^text\/html/);
    const served = await cached.text();
    const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, "");
    expect(withoutNonces(served)).toBe(withoutNonces(rendered));
  });

  it("gives every cached response a fresh nonce that matches its own CSP header", async () => {
    const path = fresh("/what-is-vpn");
    await (await get(path, browser)).arrayBuffer();
    const one = await untilHit(path);
    const two = await untilHit(path);
    const [oneHtml, twoHtml] = [await one.text(), await two.text()];
    expect(cspNonce(one)).toBeTruthy();
    expect(cspNonce(one)).not.toBe(cspNonce(two));
    expect(bodyNonces(oneHtml)).toEqual(new Set([cspNonce(one)]));
    expect(bodyNonces(twoHtml)).toEqual(new Set([cspNonce(two)]));
  });

  it("still runs the language and tracking cookies on a cached page; the stored copy carries none", async () => {
    const path = fresh("/fr/aboutus");
    await (await get(path, browser)).arrayBuffer();
    await (await untilHit(path)).arrayBuffer();
    const campaign = await get(`${path}&utm_source=newsletter&utm_campaign=spring`, {
      ...browser,
      Cookie: `${LANGUAGE_COOKIE.name}=de`,
    });
    expect(campaign.headers.get(CACHE_STATUS_HEADER)).toBe("hit");
    expect(setCookieOf(campaign, "utm_tags")).toContain("spring");
    expect(setCookieOf(campaign, LANGUAGE_COOKIE.name)).toContain(`${LANGUAGE_COOKIE.name}=fr;`);
    await campaign.arrayBuffer();
    const key = htmlCacheKey({
      url: new URL(ORIGIN + path),
      buildId: BUILD_ID,
      variant: { consent: "none" },
    });
    const stored = await edgeCache().match(key);
    expect(stored).toBeDefined();
    expect(stored?.headers.get("Set-Cookie")).toBeNull();
    await stored?.arrayBuffer();
  });

  it("never serves one visitor's campaign parameters to another: the page links carry none", async () => {
    const path = fresh("/it/features");
    const campaign = await get(
      `${path}&utm_source=newsletter&utm_campaign=spring&cjevent=partner-7`,
      browser,
    );
    expect(campaign.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    const rendered = await campaign.text();
    const plain = await (await untilHit(path)).text();
    for (const html of [rendered, plain]) {
      expect(html).not.toContain("utm_source");
      expect(html).not.toContain("partner-7");
    }
    // The language links keep the page's own query.
    expect(plain).toContain(`href="/de/features?v=`);
  });

  it("keeps one copy per cookie choice: the banner is never served to a visitor who chose", async () => {
    const path = fresh("/affiliate");
    await (await get(path, browser)).arrayBuffer();
    const none = await (await untilHit(path)).text();
    const chose = { ...browser, Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}` };
    const accepted = await get(path, chose);
    expect(accepted.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    const acceptedHtml = await accepted.text();
    expect(none).toContain('id="consent-title"');
    expect(acceptedHtml).not.toContain('id="consent-title"');
  });

  it("keeps one pricing page per currency: an Austrian visitor shares the German copy in euros, a British one has its own", async () => {
    const path = fresh("/pricing");
    const de = await get(path, { ...browser, "CF-IPCountry": "DE" });
    expect(de.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    await de.arrayBuffer();
    const at = await untilHit(path, { ...browser, "CF-IPCountry": "AT" });
    expect(await at.text()).toContain("€");
    const gb = await get(path, { ...browser, "CF-IPCountry": "GB" });
    expect(gb.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    expect(await gb.text()).toContain("£");
  });

  it.each([
    ["a signed-in request (session cookie)", "/features", { Cookie: `${TOKEN_COOKIE.name}=not-a-session` }],
    ["the visitor's own IP page", "/what-is-my-ip", {}],
    ["the contact form (its own start time)", "/contact-us", {}],
    ["a reset-password link (its token is in the URL)", "/resetpassword?token=abc", {}],
    ["the not-found page", "/no-such-page", {}],
  ])("never stores nor serves %s", async (_, path, headers) => {
    const url = fresh(path);
    for (let i = 0; i < 2; i++) {
      const response = await get(url, { ...browser, ...headers });
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
      await response.arrayBuffer();
    }
  });

  it("is off with HTML_CACHE=off (npm run dev): an edited page shows at once", async () => {
    const app = createApp();
    const path = fresh("/features");
    for (let i = 0; i < 2; i++) {
      const executionCtx = createExecutionContext();
      const response = await app.request(
        ORIGIN + path,
        { headers: browser },
        { ...env, HTML_CACHE: "off" },
        executionCtx,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
      await response.arrayBuffer();
      await waitOnExecutionContext(executionCtx);
    }
  });

  it("never serves markup of another build: a deploy starts from an empty cache", async () => {
    const path = fresh("/download");
    const url = new URL(ORIGIN + path);
    const stale = new Response("<!DOCTYPE html><p>old build</p>", {
      headers: { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "public, max-age=300" },
    });
    await edgeCache().put(
      htmlCacheKey({ url, buildId: `${BUILD_ID}-previous`, variant: { consent: "none" } }),
      stale,
    );
    const response = await get(path, browser);
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("miss");
    expect(await response.text()).not.toContain("old build");
  });
});
