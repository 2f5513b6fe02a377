import { describe, expect, it } from "vitest";
import { REDIRECT_HOSTS } from "../catalog/redirect-hosts";
import { isSafeRedirectTarget, parseHttpUrl, type SafeRedirectOptions } from "./safe-redirect";

const OPTIONS: SafeRedirectOptions = {
  origin: "https://www.vpnmaster.com",
  sameSiteHosts: ["vpnmaster.com", "www.vpnmaster.com", "vpnmaster.net", "www.vpnmaster.net"],
  allowedHosts: REDIRECT_HOSTS,
};

const check = (target: string) => isSafeRedirectTarget(target, OPTIONS);

/** Open-redirect payloads: every one must be refused. */
const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Protocol-relative and backslash forms browsers read as another host.
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  // Scheme without or with too few slashes.
  "https:evil.com",
  "http:/evil.com",
  "https:/\\evil.com",
  "https:\\\\evil.com",
  // Encoded slashes and backslashes, once and twice.
  "/%2F%2Fevil.com",
  "%2F%2Fevil.com",
  "/%2f/evil.com",
  "/%5Cevil.com",
  "/%252F%252Fevil.com",
  "/%25252F%25252Fevil.com",
  "%252F%252Fevil.com",
  "/%2F%2F%E0evil.com",
  "https%3A%2F%2Fevil.com",
  // Look-alike hosts and host names hidden in query, fragment or userinfo.
  "https://vpnmaster.com.evil.com",
  "https://www.vpnmaster.com.evil.com/pricing",
  "https://evil.com?vpnmaster.com",
  "https://evil.com#vpnmaster.com",
  "https://evil.com/www.vpnmaster.com",
  "https://vpnmaster.com@evil.com",
  "https://www.vpnmaster.com:443@evil.com",
  "https://vpnmaster.com%40evil.com",
  "https://user:pass@www.vpnmaster.com/",
  "https://evil.com\\@vpnmaster.com",
  "https://evil.com%5C@vpnmaster.com",
  "https://evilvpnmaster.com",
  "https://paypal.com.evil.com",
  "https://sub.www.paypal.com",
  // Script and other non-web schemes, in any case and with hidden characters.
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java%09script:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://www.vpnmaster.com/",
  "blob:https://www.vpnmaster.com/uuid",
  // Leading whitespace and control characters.
  " //evil.com",
  "\t//evil.com",
  "\n/\\evil.com",
  "\u0000//evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/%09/evil.com",
  "/%0A/evil.com",
  "\u200b//evil.com",
  // Full-width and other Unicode look-alikes of `/`, `.` and `:`.
  "／／evil.com",
  "/／evil.com",
  "https://evil。com",
  "https://www.vpnmaster．com.evil.com",
  "https：//evil.com",
  "/%EF%BC%8F%EF%BC%8Fevil.com",
  "https://ⓔⓥⓘⓛ.com",
  // IP literals, including the parser's shorthand forms.
  "https://127.0.0.1/",
  "http://169.254.169.254/latest/meta-data",
  "https://0x7f.1/",
  "https://2130706433/",
  "https://[::1]/",
  "https://[::ffff:7f00:1]/",
  // Allowed hosts on the wrong port or scheme, with a trailing dot.
  "https://www.paypal.com:8443/checkout",
  "https://www.vpnmaster.com:8443/pricing",
  "http://www.paypal.com/checkoutnow",
  "http://www.vpnmaster.com/pricing",
  "https://www.paypal.com./checkoutnow",
  "https://www.vpnmaster.com./pricing",
  "https://evil.com./",
  // Not a rooted path at all.
  "evil.com",
  "pricing",
  "?target=//evil.com",
  "#//evil.com",
  "",
];

describe("isSafeRedirectTarget refuses open redirects", () => {
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
    expect(isSafeRedirectTarget("/pricing", { ...OPTIONS, origin: "javascript:alert(1)" })).toBeNull();
    expect(isSafeRedirectTarget("/pricing", { ...OPTIONS, origin: "not a url" })).toBeNull();
  });
});

describe("isSafeRedirectTarget accepts the site and the allow-list", () => {
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
    expect(isSafeRedirectTarget("/pricing", local)?.href).toBe("http://localhost:8787/pricing");
    expect(isSafeRedirectTarget("http://localhost:8787/x", local)?.href).toBe("http://localhost:8787/x");
    expect(isSafeRedirectTarget("http://localhost:9999/x", local)).toBeNull();
    expect(check("http://www.vpnmaster.com/x")).toBeNull();
  });

  it("matches a listed host:port exactly", () => {
    const withPort = { ...OPTIONS, allowedHosts: ["pay.example.com:8443"] };
    expect(isSafeRedirectTarget("https://pay.example.com:8443/x", withPort)).not.toBeNull();
    expect(isSafeRedirectTarget("https://pay.example.com/x", withPort)).toBeNull();
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
