import { describe, expect, it } from "vitest";
import { BOT_UA, BROWSER_UA, get, setCookieOf } from "../../../test/support/request";
import { LANGUAGE_COOKIE } from "../../catalog/cookies";
import { NO_STORE } from "../../edge/cache-control";

const browser = (headers: Record<string, string> = {}) => ({ "User-Agent": BROWSER_UA, ...headers });
const cookie = (value: string) => ({ Cookie: `${LANGUAGE_COOKIE.name}=${value}` });

async function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
}

describe("language at the root", () => {
  it.each([
    ["fr-CA,fr;q=0.9,en;q=0.8", "/fr"],
    ["de-AT,en-US", "/de"],
    ["pt-PT,pt-BR", "/pt"],
    ["ar-EG,en;q=0.5", "/ar"],
  ])("Accept-Language %s redirects to %s and stores the choice", async (accept, location) => {
    const response = await get("/", browser({ "Accept-Language": accept }));
    await expectRedirect(response, location);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBe(
      `${LANGUAGE_COOKIE.name}=${location.slice(1)}; Max-Age=31536000; Path=/; Secure; SameSite=Lax`,
    );
  });

  it("stays English for an unsupported language, and sets nothing", async () => {
    const response = await get("/", browser({ "Accept-Language": "zh-CN" }));
    expect(response.status).toBe(200);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBeUndefined();
    expect(await response.text()).toContain('<html lang="en-US"');
  });

  it("stores English when English is the negotiated choice", async () => {
    const response = await get("/", browser({ "Accept-Language": "en-GB,de;q=0.5" }));
    expect(response.status).toBe(200);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toContain(`${LANGUAGE_COOKIE.name}=en;`);
  });

  it("lets a valid cookie win over Accept-Language", async () => {
    const response = await get("/", browser({ ...cookie("ja"), "Accept-Language": "fr-FR,de;q=0.9" }));
    await expectRedirect(response, "/ja");
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBeUndefined();
  });

  it("ignores an invalid cookie, negotiates, and overwrites it", async () => {
    const response = await get("/", browser({ ...cookie("klingon"), "Accept-Language": "de-DE" }));
    await expectRedirect(response, "/de");
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toContain(`${LANGUAGE_COOKIE.name}=de;`);
  });

  it("overwrites an invalid cookie with English when nothing matches", async () => {
    const response = await get("/", browser({ ...cookie("xx"), "Accept-Language": "zh-CN" }));
    expect(response.status).toBe(200);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toContain(`${LANGUAGE_COOKIE.name}=en;`);
  });

  it("keeps the query string through the redirect", async () => {
    const response = await get("/?utm_source=news&x=1", browser({ "Accept-Language": "it" }));
    await expectRedirect(response, "/it?utm_source=news&x=1");
  });
});

describe("unprefixed pages", () => {
  it("follow a stored non-default language to the prefixed path", async () => {
    await expectRedirect(await get("/pricing?plan=1", browser(cookie("de"))), "/de/pricing?plan=1");
    await expectRedirect(await get("/download/ios", browser(cookie("ar"))), "/ar/download/ios");
  });

  it("do not negotiate Accept-Language (only the root does)", async () => {
    const response = await get("/pricing", browser({ "Accept-Language": "de" }));
    expect(response.status).toBe(200);
  });

  it("stay English with an English cookie", async () => {
    const response = await get("/pricing", browser(cookie("en")));
    expect(response.status).toBe(200);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBeUndefined();
  });
});

describe("prefixed pages", () => {
  it("rule over the cookie and update it", async () => {
    const response = await get("/fr/pricing", browser(cookie("de")));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="fr-FR"');
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBe(
      `${LANGUAGE_COOKIE.name}=fr; Max-Age=31536000; Path=/; Secure; SameSite=Lax`,
    );
  });

  it("/en stores English so a stored other language cannot bounce the visitor back", async () => {
    const response = await get("/en/pricing", browser(cookie("de")));
    expect(response.status).toBe(200);
    expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toContain(`${LANGUAGE_COOKIE.name}=en;`);
    const next = await get("/pricing", browser(cookie("en")));
    expect(next.status).toBe(200);
  });

  it("a bare locale code is that locale's home", async () => {
    const response = await get("/de", browser());
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="de-DE"[^>]*>[\s\S]*<h1>/);
  });
});

describe("crawlers", () => {
  it("are never redirected by language and get no cookie", async () => {
    for (const [path, headers] of [
      ["/", { "Accept-Language": "de-DE" }],
      ["/pricing", cookie("ja")],
      ["/", cookie("ru")],
    ] as const) {
      const response = await get(path, { "User-Agent": BOT_UA, ...headers });
      expect(response.status).toBe(200);
      expect(setCookieOf(response, LANGUAGE_COOKIE.name)).toBeUndefined();
      expect(await response.text()).toContain('<html lang="en-US"');
    }
  });
});
