import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, get } from "../../../test/support/request";
import { LANGUAGE_COOKIE } from "../../catalog/cookies";
import { PAYMENT_HOSTS } from "../../catalog/payment-hosts";
import { THIRD_PARTIES } from "../../catalog/third-parties";
import { withThirdParties } from "./csp";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(directive(csp, "script-src")).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'$/);
  expect(directive(csp, "object-src")).toBe("object-src 'none'");
  expect(directive(csp, "base-uri")).toBe("base-uri 'none'");
  expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
  const formAction = directive(csp, "form-action") ?? "";
  expect(formAction).toContain("'self'");
  for (const host of PAYMENT_HOSTS) expect(formAction).toContain(`https://${host}`);
  expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
}

describe("security headers", () => {
  it.each([
    ["a page", "/pricing", {}, 200],
    ["a canonical redirect", "/pricing/", {}, 301],
    [
      "a language redirect",
      "/pricing",
      { "User-Agent": BROWSER_UA, Cookie: `${LANGUAGE_COOKIE.name}=de` },
      302,
    ],
    ["a not-found page", "/nope", {}, 404],
    ["robots.txt", "/robots.txt", {}, 200],
  ] as const)("are on %s", async (_, path, headers, status) => {
    const response = await get(path, headers);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it("are on a rejected form post", async () => {
    const response = await SELF.fetch("https://www.vpnmaster.com/consent", {
      method: "POST",
      redirect: "manual",
    });
    expectSecurityHeaders(response);
  });

  it("use a fresh nonce for every response", async () => {
    const a = (await get("/")).headers.get("Content-Security-Policy");
    const b = (await get("/")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("leave HSTS out on localhost", async () => {
    const response = await SELF.fetch("http://localhost:8787/pricing");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
  });

  it("allow recaptcha only on the routes that use it", async () => {
    const recaptcha = THIRD_PARTIES.recaptcha["frame-src"][0];
    for (const path of ["/login", "/de/pricing/checkout/12", "/pricing/checkout"]) {
      expect((await get(path)).headers.get("Content-Security-Policy")).toContain(recaptcha);
    }
    for (const path of ["/", "/pricing", "/contact-us", "/nope"]) {
      expect((await get(path)).headers.get("Content-Security-Policy")).not.toContain("google.com");
    }
  });
});

describe("withThirdParties", () => {
  it("extends existing directives and creates missing ones from default-src", () => {
    const csp = withThirdParties("default-src 'self'; script-src 'nonce-x' 'strict-dynamic'", ["recaptcha"]);
    expect(directive(csp, "script-src")).toBe(
      `script-src 'nonce-x' 'strict-dynamic' ${THIRD_PARTIES.recaptcha["script-src"].join(" ")}`,
    );
    expect(directive(csp, "frame-src")).toBe(
      `frame-src 'self' ${THIRD_PARTIES.recaptcha["frame-src"].join(" ")}`,
    );
  });
});
