import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOT_UA, get, ORIGIN } from "../../../test/support/request";
import type { AppEnv } from "../../env";
import { locale } from "../locale";
import { DEFAULT_REDIRECTS, type RedirectEntry } from "./default-table";
import { redirects, resetRedirectTableCache } from "./index";
import {
  buildRedirectTable,
  getRedirectTable,
  parseRedirectEntries,
  REDIRECT_TABLE_TTL_MS,
  REDIRECTS_KEY,
} from "./redirect-table";

function createTestApp() {
  const app = new Hono<AppEnv>();
  app.use(locale());
  app.use(redirects());
  app.get("*", (c) => c.text("page"));
  return app;
}

const app = createTestApp();

const request = (path: string, init: RequestInit = {}) => app.request(ORIGIN + path, init, env);

const putTable = (value: unknown) =>
  env.CONFIG.put(REDIRECTS_KEY, typeof value === "string" ? value : JSON.stringify(value));

const defaultEntry = (from: string): RedirectEntry => {
  const entry = DEFAULT_REDIRECTS.find((e) => e.from === from);
  if (!entry) throw new Error(`no default entry ${from}`);
  return entry;
};

beforeEach(() => resetRedirectTableCache());

afterEach(async () => {
  await env.CONFIG.delete(REDIRECTS_KEY);
  resetRedirectTableCache();
  vi.restoreAllMocks();
});

describe("default redirect table", () => {
  it.each(DEFAULT_REDIRECTS.map((e) => [e.from, e.to, e.status] as const))(
    "%s answers %s with %i",
    async (from, to, status) => {
      const response = await request(from);
      expect(response.status).toBe(status);
      expect(response.headers.get("Location")).toBe(to);
    },
  );

  it("answers 301 for a permanent move and 302 for /account", async () => {
    expect((await request("/price")).status).toBe(301);
    expect((await request("/account")).status).toBe(302);
    expect(defaultEntry("/account").status).toBe(302);
  });

  it.each([
    ["/de/price", "/de/pricing"],
    ["/ar/downloads", "/ar/download"],
    ["/ja/account", "/ja/myaccount"],
    ["/en/about", "/en/aboutus"],
    ["/about", "/aboutus"],
  ])("keeps the locale prefix: %s → %s", async (from, to) => {
    const response = await request(from);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("keeps the query string", async () => {
    const response = await request("/de/price?utm_source=mail&plan=12");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/de/pricing?utm_source=mail&plan=12");
  });

  it("leaves other paths and other methods alone", async () => {
    for (const path of ["/pricing", "/de/pricing", "/price/extra", "/prices", "/Price"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("page");
    }
    // The test app has no POST handler: reaching Hono's 404 proves the request went through.
    const post = await request("/price", { method: "POST" });
    expect(post.status).toBe(404);
    expect(post.headers.get("Location")).toBeNull();
  });
});

describe("redirect table from CONFIG", () => {
  it("overrides a default entry and adds new ones", async () => {
    await putTable([
      { from: "/price", to: "/pricing?from=legacy", status: 302 },
      { from: "/offer", to: "/pricing/checkout/12", status: 301 },
      { from: "/ios-app", to: "https://apps.apple.com/app/id1", status: 302 },
    ]);
    const overridden = await request("/de/price?a=1");
    expect(overridden.status).toBe(302);
    expect(overridden.headers.get("Location")).toBe("/de/pricing?from=legacy&a=1");

    const added = await request("/fr/offer");
    expect(added.status).toBe(301);
    expect(added.headers.get("Location")).toBe("/fr/pricing/checkout/12");

    // An external target is used as written: the visitor's query stays on this site.
    const external = await request("/ios-app?cjevent=abc");
    expect(external.status).toBe(302);
    expect(external.headers.get("Location")).toBe("https://apps.apple.com/app/id1");

    // Untouched defaults still apply.
    expect((await request("/terms")).headers.get("Location")).toBe("/terms-of-service");
  });

  it.each([
    ["unparsable JSON", "{not json"],
    ["a JSON object instead of an array", '{"from":"/a"}'],
    ["an empty value", ""],
  ])("falls back to the default table on %s", async (_, value) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await putTable(value);
    const response = await request("/price");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/pricing");
    expect(warn).toHaveBeenCalled();
  });

  it("drops unsafe or malformed entries with a warning and keeps the good ones", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unsafe = [
      { from: "/x1", to: "https://evil.com/", status: 301 },
      { from: "/x2", to: "//evil.com", status: 301 },
      { from: "/x3", to: "/\\evil.com", status: 301 },
      { from: "/x4", to: "javascript:alert(1)", status: 302 },
      { from: "/x5", to: "https://www.paypal.com.evil.com/", status: 302 },
      { from: "/x6", to: "http://www.paypal.com/", status: 302 },
      { from: "/x7", to: "/%2F%2Fevil.com", status: 301 },
      { from: "/x8", to: "pricing", status: 301 },
      { from: "/x9", to: "/de/pricing", status: 301 },
      { from: "/x10", to: "/pricing", status: 307 },
      { from: "//x11", to: "/pricing", status: 301 },
      { from: "/de/x12", to: "/pricing", status: 301 },
      { from: "/x13?a=1", to: "/pricing", status: 301 },
      { from: "/x14", status: 301 },
      "not an entry",
    ];
    await putTable([...unsafe, { from: "/good", to: "/features", status: 301 }]);
    for (const path of ["/x1", "/x2", "/x3", "/x4", "/x5", "/x6", "/x7", "/x8", "/x9", "/x10", "/x14"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("page");
    }
    expect(warn).toHaveBeenCalledTimes(unsafe.length);
    expect((await request("/good")).headers.get("Location")).toBe("/features");
  });

  it("drops entries that would send the browser round in a loop", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const table = buildRedirectTable([
      { from: "/pricing", to: "/price", status: 301 },
      { from: "/self", to: "/self?again=1", status: 302 },
    ]);
    expect(table.has("/self")).toBe(false);
    // One of the pair /price ⇄ /pricing goes; the other no longer loops.
    expect(table.has("/price") && table.has("/pricing")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("accepts a table of valid entries as they are", () => {
    const entries = parseRedirectEntries(
      JSON.stringify([{ from: "/help", to: "https://help.vpnmaster.com/hc/en-us", status: 302 }]),
    );
    expect(entries).toEqual([{ from: "/help", to: "https://help.vpnmaster.com/hc/en-us", status: 302 }]);
  });
});

describe("redirect table cache", () => {
  it("reads KV at most once per minute per isolate", async () => {
    const get = vi.fn(async () => JSON.stringify([{ from: "/a", to: "/b", status: 301 }]));
    const kv = { get } as unknown as KVNamespace;
    const t0 = 1_000_000;
    await getRedirectTable(kv, t0);
    await getRedirectTable(kv, t0 + 1);
    await getRedirectTable(kv, t0 + REDIRECT_TABLE_TTL_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    const after = await getRedirectTable(kv, t0 + REDIRECT_TABLE_TTL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(after.get("/a")?.to).toBe("/b");
  });

  it("keeps serving the stale table while another request refreshes it", async () => {
    let release: (value: string | null) => void = () => {};
    const get = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockImplementationOnce(() => new Promise<string | null>((resolve) => (release = resolve)));
    const kv = { get } as unknown as KVNamespace;
    await getRedirectTable(kv, 0);
    const refreshing = getRedirectTable(kv, REDIRECT_TABLE_TTL_MS);
    const meanwhile = await getRedirectTable(kv, REDIRECT_TABLE_TTL_MS + 1);
    expect(meanwhile.get("/price")?.to).toBe("/pricing");
    expect(get).toHaveBeenCalledTimes(2);
    release(JSON.stringify([{ from: "/price", to: "/features", status: 301 }]));
    expect((await refreshing).get("/price")?.to).toBe("/features");
  });

  it("falls back to the defaults when KV fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const kv = { get: vi.fn().mockRejectedValue(new Error("KV down")) } as unknown as KVNamespace;
    const table = await getRedirectTable(kv, 0);
    expect(table.get("/price")?.to).toBe("/pricing");
    expect(warn).toHaveBeenCalled();
  });

  it("does not see a KV edit before the cache is reset", async () => {
    expect((await request("/price")).headers.get("Location")).toBe("/pricing");
    await putTable([{ from: "/price", to: "/features", status: 301 }]);
    expect((await request("/price")).headers.get("Location")).toBe("/pricing");
    resetRedirectTableCache();
    expect((await request("/price")).headers.get("Location")).toBe("/features");
  });
});

describe("/redirect", () => {
  const redirectTo = (target: string, param = "target", prefix = "") =>
    request(`${prefix}/redirect?${param}=${encodeURIComponent(target)}`);

  it.each([
    ["/pricing", "/pricing"],
    ["/de/pricing?plan=12", "/de/pricing?plan=12"],
    [`${ORIGIN}/features`, "/features"],
    ["https://vpnmaster.net/pricing", "https://vpnmaster.net/pricing"],
    ["https://www.paypal.com/checkoutnow?token=EC-1", "https://www.paypal.com/checkoutnow?token=EC-1"],
    ["https://checkout.stripe.com/c/pay/cs_1", "https://checkout.stripe.com/c/pay/cs_1"],
    ["https://help.vpnmaster.com/hc/ru", "https://help.vpnmaster.com/hc/ru"],
    ["https://play.google.com/store/apps/details?id=x", "https://play.google.com/store/apps/details?id=x"],
  ])("forwards %s with a private, uncached 302", async (target, location) => {
    const response = await redirectTo(target);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("accepts `url` as an alias and works under a locale prefix", async () => {
    const alias = await redirectTo("https://apps.apple.com/app/id1", "url");
    expect(alias.status).toBe(302);
    expect(alias.headers.get("Location")).toBe("https://apps.apple.com/app/id1");
    const prefixed = await redirectTo("/pricing", "target", "/de");
    expect(prefixed.status).toBe(302);
    expect(prefixed.headers.get("Location")).toBe("/pricing");
  });

  it("prefers `target` over `url`", async () => {
    const response = await request(`/redirect?target=%2F%2Fevil.com&url=${encodeURIComponent("/pricing")}`);
    expect(response.status).toBe(200);
  });

  it("renders the page when there is no target", async () => {
    const response = await request("/redirect");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("page");
  });

  const payloads = [
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "https:evil.com",
    "http:/evil.com",
    "https:/\\evil.com",
    "/%2F%2Fevil.com",
    "%2F%2Fevil.com",
    "/%252F%252Fevil.com",
    "/%5Cevil.com",
    "https://evil.com",
    "https://vpnmaster.com.evil.com",
    "https://evil.com?vpnmaster.com",
    "https://evil.com#vpnmaster.com",
    "https://vpnmaster.com@evil.com",
    "https://vpnmaster.com%40evil.com",
    "https://evil.com\\@vpnmaster.com",
    "javascript:alert(document.cookie)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "／／evil.com",
    "https://evil。com",
    "/%EF%BC%8F%EF%BC%8Fevil.com",
    " //evil.com",
    "\u0001//evil.com",
    "/\t/evil.com",
    "https://127.0.0.1/",
    "https://0x7f.1/",
    "https://[::1]/",
    "http://169.254.169.254/",
    "https://www.paypal.com:8443/",
    "http://www.paypal.com/",
    "https://www.paypal.com./",
    "https://www.vpnmaster.com:8443/",
    "http://www.vpnmaster.com/",
    "evil.com",
  ];

  it("has a substantial payload corpus", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(payloads)("does not forward %j: the page renders", async (payload) => {
    for (const param of ["target", "url"]) {
      const response = await redirectTo(payload, param);
      expect(response.status).toBe(200);
      expect(response.headers.get("Location")).toBeNull();
      expect(await response.text()).toBe("page");
    }
  });

  it("does not forward a raw, unencoded protocol-relative target", async () => {
    const response = await request("/redirect?target=//evil.com");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("page");
  });
});

describe("the redirect page of the whole Worker", () => {
  const page = async (path: string) => {
    const response = await get(path, { "User-Agent": BOT_UA });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("names an unknown target as text and offers it only as a parsed link", async () => {
    const target = 'https://evil.example/x?a="><script>alert(1)</script>';
    const html = await page(`/redirect?target=${encodeURIComponent(target)}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(
      "<code>https://evil.example/x?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>",
    );
    expect(html).toContain("<code>evil.example</code>");
    expect(html).toContain(
      'href="https://evil.example/x?a=%22%3E%3Cscript%3Ealert(1)%3C/script%3E" rel="noopener noreferrer nofollow"',
    );
    expect(html).toContain("Continue to this address");
    expect(html).toContain('href="/"');
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example",
    "https://vpnmaster.com@evil.example",
    "data:text/html,x",
  ])("calls %j an invalid link and never links to it", async (target) => {
    const html = await page(`/redirect?url=${encodeURIComponent(target)}`);
    expect(html).toContain("This link is invalid");
    expect(html).not.toContain("Continue to this address");
    // The language switcher keeps the query on this site's own paths; no link leaves the site.
    expect(html).not.toMatch(/href="(javascript:|data:|\/\/|https?:\/\/[^"]*evil)/);
    expect(html).not.toContain("nofollow");
  });

  it("says the link is invalid when there is no target", async () => {
    const html = await page("/redirect");
    expect(html).toContain("This link is invalid");
    expect(html).not.toContain("redirect-page__details");
  });

  it("speaks the page's language and links home in it", async () => {
    const html = await page(`/ar/redirect?target=${encodeURIComponent("https://evil.example/")}`);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("المتابعة إلى هذا العنوان");
    expect(html).toContain('href="/ar"');
  });
});
