import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../test/support/open-redirect-payloads";
import { REDIRECT_HOSTS } from "../catalog/redirect-hosts";
import { parseHttpUrl, type SafeRedirectOptions, safeRedirect } from "./safe-redirect";

const OPTIONS: SafeRedirectOptions = {
  origin: "https://www.vpnmaster.com",
  sameSiteHosts: ["vpnmaster.com", "www.vpnmaster.com", "vpnmaster.net", "www.vpnmaster.net"],
  allowedHosts: REDIRECT_HOSTS,
};

const check = (target: string) => safeRedirect(target, OPTIONS)?.url ?? null;

describe("safeRedirect refuses open redirects", () => {
  it("has a substantial corpus", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("refuses %j", (payload) => {
    expect(check(payload)).toBeNull();
  });

  it("refuses an over-long target", () => {
    expect(check(`/pricing?${"a".repeat(3000)}`)).toBeNull();
  });

  it("refuses a target still encoded after several rounds of decoding", () => {
    expect(check("/%252525252F%252525252Fevil.com")).toBeNull();
  });

  it("refuses everything when the request origin itself is unusable", () => {
    expect(safeRedirect("/pricing", { ...OPTIONS, origin: "javascript:alert(1)" })).toBeNull();
    expect(safeRedirect("/pricing", { ...OPTIONS, origin: "not a url" })).toBeNull();
  });
});

describe("safeRedirect accepts the site and the allow-list", () => {
  it.each([
    ["/", "https://www.vpnmaster.com/"],
    ["/pricing", "https://www.vpnmaster.com/pricing"],
    ["/de/pricing?x=1", "https://www.vpnmaster.com/de/pricing?x=1"],
    ["/download/ios#install", "https://www.vpnmaster.com/download/ios#install"],
    ["/pricing?next=https%3A%2F%2Fevil.com", "https://www.vpnmaster.com/pricing?next=https%3A%2F%2Fevil.com"],
    ["/pricing?q=100%25", "https://www.vpnmaster.com/pricing?q=100%25"],
    ["/blog/search?q=%C3%A9t%C3%A9", "https://www.vpnmaster.com/blog/search?q=%C3%A9t%C3%A9"],
    ["https://www.vpnmaster.com/features", "https://www.vpnmaster.com/features"],
    ["https://vpnmaster.net/pricing", "https://vpnmaster.net/pricing"],
    ["HTTPS://WWW.VPNMASTER.NET/Pricing", "https://www.vpnmaster.net/Pricing"],
    ["https://www.paypal.com/checkoutnow?token=EC-1", "https://www.paypal.com/checkoutnow?token=EC-1"],
    ["https://www.paypal.com:443/checkoutnow", "https://www.paypal.com/checkoutnow"],
    ["https://checkout.stripe.com/c/pay/cs_test_1", "https://checkout.stripe.com/c/pay/cs_test_1"],
    ["https://api.razorpay.com/v1/checkout/embedded", "https://api.razorpay.com/v1/checkout/embedded"],
    ["https://help.vpnmaster.com/hc/en-us", "https://help.vpnmaster.com/hc/en-us"],
    ["https://apps.apple.com/app/id1", "https://apps.apple.com/app/id1"],
    ["https://play.google.com/store/apps/details?id=x", "https://play.google.com/store/apps/details?id=x"],
    ["https://chromewebstore.google.com/detail/x", "https://chromewebstore.google.com/detail/x"],
    [
      "https://www.paypal.com/return?to=https%3A%2F%2Fevil.com",
      "https://www.paypal.com/return?to=https%3A%2F%2Fevil.com",
    ],
  ])("accepts %s", (target, href) => {
    expect(check(target)?.href).toBe(href);
  });

  it("treats the request's own host as same-site on any port, and never downgrades it", () => {
    const local = { ...OPTIONS, origin: "http://localhost:8787" };
    expect(safeRedirect("/pricing", local)?.url.href).toBe("http://localhost:8787/pricing");
    expect(safeRedirect("http://localhost:8787/x", local)?.url.href).toBe("http://localhost:8787/x");
    expect(safeRedirect("http://localhost:9999/x", local)).toBeNull();
    expect(check("http://www.vpnmaster.com/x")).toBeNull();
  });

  it("matches a listed host:port exactly", () => {
    const withPort = { ...OPTIONS, allowedHosts: ["pay.example.com:8443"] };
    expect(safeRedirect("https://pay.example.com:8443/x", withPort)).not.toBeNull();
    expect(safeRedirect("https://pay.example.com/x", withPort)).toBeNull();
  });
});

describe("safeRedirect sends the value it checked", () => {
  it.each([
    ["/a/../pricing", "/pricing"],
    ["/%2e/pricing", "/pricing"],
    ["/./de/pricing?x=1#plans", "/de/pricing?x=1#plans"],
    ["https://www.vpnmaster.com/a/../features", "/features"],
    ["https://www.paypal.com:443/a/../checkoutnow", "https://www.paypal.com/checkoutnow"],
    ["HTTPS://Apps.Apple.com/app/id1", "https://apps.apple.com/app/id1"],
  ])("%s is sent as %s", (target, location) => {
    expect(safeRedirect(target, OPTIONS)?.location).toBe(location);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("never sends a Location that leaves the allow-list for %j", (payload) => {
    expect(safeRedirect(payload, OPTIONS)).toBeNull();
  });
});

describe("parseHttpUrl", () => {
  it("offers any plain http(s) URL", () => {
    expect(parseHttpUrl("https://evil.com/x")?.hostname).toBe("evil.com");
    expect(parseHttpUrl("HTTP://Example.org")?.href).toBe("http://example.org/");
  });

  it.each([
    "javascript:alert(1)",
    "//evil.com",
    "https:evil.com",
    "https://vpnmaster.com@evil.com",
    "https://evil.com\\@vpnmaster.com",
    " https://evil.com",
    "data:text/html,x",
    "/pricing",
  ])("refuses %j", (target) => {
    expect(parseHttpUrl(target)).toBeNull();
  });
});
