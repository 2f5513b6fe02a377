import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  HTML_CACHE_TTL_SECONDS,
  htmlCacheKey,
  pageQuery,
  readCachedPage,
  storeRenderedPage,
} from "./html-cache";

const url = (path: string) => new URL(`https://www.vpnmaster.com${path}`);

describe("htmlCacheKey", () => {
  it("is the same with or without tracking-only parameters, in any order", () => {
    const plain = htmlCacheKey({
      url: url("/de/blog?page=2&q=x"),
      buildId: "b1",
      variant: { consent: "none" },
    });
    const tracked = htmlCacheKey({
      url: url("/de/blog?utm_source=mail&q=x&cjevent=abc&page=2&utm_term=vpn"),
      buildId: "b1",
      variant: { consent: "none" },
    });
    expect(tracked).toBe(plain);
  });

  it("differs by build, path, page query and variant", () => {
    const base = { url: url("/pricing"), buildId: "b1", variant: { consent: "none", currency: "US" } };
    const keys = new Set([
      htmlCacheKey(base),
      htmlCacheKey({ ...base, buildId: "b2" }),
      htmlCacheKey({ ...base, url: url("/de/pricing") }),
      htmlCacheKey({ ...base, url: url("/pricing?page=2") }),
      htmlCacheKey({ ...base, variant: { consent: "accepted", currency: "US" } }),
      htmlCacheKey({ ...base, variant: { consent: "none", currency: "GB" } }),
    ]);
    expect(keys.size).toBe(6);
  });
});

describe("storing and reading a page", () => {
  const page = (nonce: string) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}" type="module" src="/a.js"></script></head>` +
    `<body><p>Hello</p><script nonce="${nonce}">1</script></body></html>`;

  it("streams the page to the visitor, stores it, and serves it with a fresh nonce", async () => {
    const cache = await caches.open("html-cache-test-1");
    const key = htmlCacheKey({ url: url("/features"), buildId: "t", variant: {} });
    const ctx = createExecutionContext();
    const rendered = new Response(page("first"), {
      headers: { "Content-Type": "text/html; charset=UTF-8", "Set-Cookie": "LANGUAGE=de; Path=/" },
    });
    const sent = storeRenderedPage(cache, key, rendered, "first", (p) => ctx.waitUntil(p));
    expect(await sent.text()).toBe(page("first"));
    expect(sent.headers.get("Set-Cookie")).toBe("LANGUAGE=de; Path=/");
    await waitOnExecutionContext(ctx);

    const stored = await cache.match(key);
    expect(stored?.headers.get("Set-Cookie")).toBeNull();
    expect(stored?.headers.get("Cache-Control")).toBe(`public, max-age=${HTML_CACHE_TTL_SECONDS}`);

    const second = await readCachedPage(cache, key, "second");
    const third = await readCachedPage(cache, key, "third");
    expect(await new Response(second?.body).text()).toBe(page("second"));
    expect(await new Response(third?.body).text()).toBe(page("third"));
  });

  it("never stores a page that did not render as 200", async () => {
    const cache = await caches.open("html-cache-test-2");
    const key = htmlCacheKey({ url: url("/nope"), buildId: "t", variant: {} });
    const ctx = createExecutionContext();
    storeRenderedPage(cache, key, new Response("gone", { status: 404 }), "n", (p) => ctx.waitUntil(p));
    await waitOnExecutionContext(ctx);
    expect(await cache.match(key)).toBeUndefined();
    expect(await readCachedPage(cache, key, "n")).toBeNull();
  });

  it("serves a hot page from the isolate's memory, without a round trip to the cache", async () => {
    const cache = await caches.open("html-cache-test-3");
    const key = htmlCacheKey({ url: url("/download"), buildId: "t", variant: {} });
    const ctx = createExecutionContext();
    const rendered = new Response(page("first"), { headers: { "Content-Type": "text/html; charset=UTF-8" } });
    await storeRenderedPage(cache, key, rendered, "first", (p) => ctx.waitUntil(p)).text();
    await waitOnExecutionContext(ctx);
    await cache.delete(key);
    const served = await readCachedPage(cache, key, "again");
    expect(await new Response(served?.body).text()).toBe(page("again"));
  });

  it("keeps the age of a copy another isolate stored: an expired one is a miss", async () => {
    const cache = await caches.open("html-cache-test-4");
    const key = htmlCacheKey({ url: url("/aboutus"), buildId: "t", variant: {} });
    const storedAt = Date.now() - HTML_CACHE_TTL_SECONDS * 1000 - 1;
    await cache.put(
      key,
      new Response(page("old"), {
        headers: {
          "Content-Type": "text/html",
          "Cache-Control": "public, max-age=60",
          "X-Stored-At": String(storedAt),
        },
      }),
    );
    expect(await readCachedPage(cache, key, "n")).toBeNull();
  });
});

describe("pageQuery", () => {
  const query = (search: string) => pageQuery(new URL(`https://www.vpnmaster.com/features${search}`));

  it("keeps a query without tracking parameters exactly as it came", () => {
    expect(query("?page=2&q=no%20logs")).toBe("?page=2&q=no%20logs");
    expect(query("")).toBe("");
  });

  it("drops campaign and affiliate parameters, keeping the rest in order", () => {
    expect(query("?page=2&utm_source=newsletter&cjevent=abc&q=vpn")).toBe("?page=2&q=vpn");
    expect(query("?utm_campaign=spring&cfclick=1")).toBe("");
  });
});
