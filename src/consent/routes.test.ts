import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postChunked } from "../../test/support/chunked-body";
import { OPEN_REDIRECT_PAYLOADS } from "../../test/support/open-redirect-payloads";
import { BOT_UA, get, ORIGIN, setCookieOf } from "../../test/support/request";
import { API_ERRORS } from "../api/codes";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { CONSENT_BANNER_CLASS, CONSENT_VALUE } from "../shared/consent";
import { CONSENT_PATH } from "./routes";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${CONSENT_PATH}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    redirect: "manual",
  });
}

describe("consent form", () => {
  it("accepting stores the flag for a year and returns to the page", async () => {
    const response = await post({ choice: "accept", return: "/de/pricing?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/de/pricing?x=1");
    expect(setCookieOf(response, CONSENT_COOKIE.name)).toBe(
      `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}; Max-Age=31536000; Path=/; Secure; SameSite=Lax`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("declining stores the refusal so the banner does not return", async () => {
    const response = await post({ choice: "decline", return: "/" });
    expect(setCookieOf(response, CONSENT_COOKIE.name)).toContain(
      `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline};`,
    );
  });

  it("answers JSON to the island", async () => {
    const response = await post({ choice: "accept" }, { Accept: "application/json" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ consent: "accept" });
  });

  it.each([...OPEN_REDIRECT_PAYLOADS, "https://evil.example", "pricing"])(
    "never returns to %j",
    async (target) => {
      const response = await post({ choice: "accept", return: target });
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("returns to the normalised path it checked", async () => {
    const response = await post({ choice: "accept", return: "/a/../de/pricing?x=1" });
    expect(response.headers.get("Location")).toBe("/de/pricing?x=1");
  });

  it("refuses a 100 KB chunked body with 413 in the API's shape and stores nothing", async () => {
    const response = await postChunked(CONSENT_PATH, 100 * 1024, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: API_ERRORS.tooLarge.code });
    expect(setCookieOf(response, CONSENT_COOKIE.name)).toBeUndefined();
  });

  it("changes nothing for an invalid choice or a cross-site post", async () => {
    const invalid = await post({ choice: "maybe" }, { Accept: "application/json" });
    expect(invalid.status).toBe(400);
    expect(setCookieOf(invalid, CONSENT_COOKIE.name)).toBeUndefined();
    expect(await invalid.json()).toEqual({
      code: API_ERRORS.invalidInput.code,
      message: API_ERRORS.invalidInput.message,
      data: null,
    });
    const crossSite = await post({ choice: "accept" }, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: API_ERRORS.crossOrigin.code });
    expect(setCookieOf(crossSite, CONSENT_COOKIE.name)).toBeUndefined();
  });

  it("refuses a post that names no origin at all, and takes one the browser marks same-origin", async () => {
    const bare = await SELF.fetch(`${ORIGIN}${CONSENT_PATH}`, {
      method: "POST",
      body: new URLSearchParams({ choice: "accept" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(bare.status).toBe(403);
    expect(setCookieOf(bare, CONSENT_COOKIE.name)).toBeUndefined();
    const marked = await SELF.fetch(`${ORIGIN}${CONSENT_PATH}`, {
      method: "POST",
      body: new URLSearchParams({ choice: "decline" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(marked.status).toBe(303);
    expect(setCookieOf(marked, CONSENT_COOKIE.name)).toContain(
      `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline};`,
    );
  });
});

describe("consent banner", () => {
  const banner = `<section class="${CONSENT_BANNER_CLASS}"`;

  it("shows until the visitor chooses, as a form that works without JavaScript", async () => {
    const html = await (await get("/fr/pricing?a=1", { "User-Agent": BOT_UA })).text();
    expect(html).toContain(banner);
    expect(html).toMatch(new RegExp(`<form [^>]*action="${CONSENT_PATH}" method="post"`));
    expect(html).toContain('name="return" value="/fr/pricing?a=1"');
  });

  it("is gone once a choice is stored", async () => {
    for (const value of Object.values(CONSENT_VALUE)) {
      const html = await (await get("/pricing", { Cookie: `${CONSENT_COOKIE.name}=${value}` })).text();
      expect(html).not.toContain(banner);
    }
  });
});
