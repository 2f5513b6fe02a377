import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../../test/support/open-redirect-payloads";
import { request, useFreshRedirectTable } from "../../../test/support/redirects-app";
import { ORIGIN } from "../../../test/support/request";
import { DEFAULT_REDIRECTS, type RedirectEntry } from "./default-table";

const defaultEntry = (from: string): RedirectEntry => {
  const entry = DEFAULT_REDIRECTS.find((e) => e.from === from);
  if (!entry) throw new Error(`no default entry ${from}`);
  return entry;
};

useFreshRedirectTable();

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
    ...OPEN_REDIRECT_PAYLOADS,
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

  it.each(["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"])(
    "does not forward the raw, unencoded %s that normalises to another host",
    async (target) => {
      const response = await request(`/redirect?target=${target}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Location")).toBeNull();
    },
  );

  it("forwards a dot-segment path to its normalised form", async () => {
    const response = await redirectTo("/a/../pricing");
    expect(response.headers.get("Location")).toBe("/pricing");
  });

  it("does not forward a raw, unencoded protocol-relative target", async () => {
    const response = await request("/redirect?target=//evil.com");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("page");
  });
});
