import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOT_UA, BROWSER_UA, get, ORIGIN } from "../../../test/support/request";
import { COOKIE_INVENTORY } from "../../catalog/cookie-inventory";
import * as cookieCatalog from "../../catalog/cookies";
import * as thirdPartyCatalog from "../../catalog/third-parties";
import * as trackingCatalog from "../../catalog/tracking-cookies";
import { CONSENT_PATH } from "../../consent/routes";
import { LOCALES } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { CONSENT_VALUE } from "../../shared/consent";

const POLICY_PATH = "/cookie-policy-2025";

/** The cookie names in the policy page's tables, as a visitor (crawler: no redirect) reads them. */
async function policyTable(locale = "en"): Promise<string[]> {
  const html = await (await get(localizedPath(locale as "en", POLICY_PATH), { "User-Agent": BOT_UA })).text();
  return [
    ...html.matchAll(/<tr data-cookie="([^"]+)">\s*<th scope="row"[^>]*><code[^>]*>([^<]+)<\/code>/g),
  ].map((m) => {
    expect(m[2]).toBe(m[1]);
    return m[1] as string;
  });
}

const isCookieConstant = (value: unknown): value is { name: string } =>
  typeof value === "object" && value !== null && typeof (value as { name?: unknown }).name === "string";

/** Every cookie constant the catalog exports, by its export name (LANGUAGE_COOKIE → LANGUAGE). */
const CATALOG: Record<string, string> = Object.fromEntries(
  Object.entries({ ...cookieCatalog, ...trackingCatalog, ...thirdPartyCatalog }).flatMap(
    ([exported, value]) => (isCookieConstant(value) ? [[exported, value.name]] : []),
  ),
);

/** Every source file that may set a cookie, read as text at build time. */
const SOURCES = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "/client/**/*.ts", "!**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the cookie policy lists every cookie the site sets", () => {
  it("lists each catalog cookie exactly once", async () => {
    const table = await policyTable();
    expect([...table].sort()).toEqual([...new Set(COOKIE_INVENTORY.map((c) => c.name))].sort());
    expect(table.length).toBe(COOKIE_INVENTORY.length);
  });

  it("lists every cookie constant the catalog exports", async () => {
    const table = await policyTable();
    expect(Object.values(CATALOG).filter((name) => !table.includes(name))).toEqual([]);
  });

  it("has the same table in every language", async () => {
    const english = await policyTable();
    for (const locale of LOCALES) expect(await policyTable(locale)).toEqual(english);
  });

  it("sets cookies in code only by catalog constants that the policy lists", async () => {
    const table = await policyTable();
    const calls = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...source.matchAll(/\b(?:setSiteCookie|clearSiteCookie)\(\s*\w+\s*,\s*([^,)]+)/g)].map((m) => ({
        file,
        argument: (m[1] ?? "").trim(),
      })),
    );
    expect(calls.length).toBeGreaterThan(0);
    const unlisted = calls.filter(({ argument }) => {
      // The tracking middleware sets whichever TrackingCookie an operation names: all are catalog exports.
      if (argument === "operation.cookie") return false;
      const constant = /^([A-Z][A-Z0-9_]*)$/.exec(argument)?.[1];
      const name = constant ? CATALOG[constant] : undefined;
      return name === undefined || !table.includes(name);
    });
    expect(unlisted).toEqual([]);
    // The one cookie policy is the only caller of hono's own setters (decision 173).
    const rawSetters = Object.keys(SOURCES).filter((file) =>
      /\b(?:setCookie|deleteCookie)\(/.test(SOURCES[file] ?? ""),
    );
    expect(rawSetters.map((file) => file.replace(/^.*\/src\//, "src/"))).toEqual([
      "src/edge/site-cookies.ts",
    ]);
    // Nothing writes a cookie behind the catalog's back: no raw header, no script cookie API.
    const behindTheBack = /document\.cookie\s*=|cookieStore\.set|["']set-cookie["']/i;
    expect(Object.keys(SOURCES).filter((file) => behindTheBack.test(SOURCES[file] ?? ""))).toEqual([]);
  });

  it("lists every cookie that real requests receive", async () => {
    const browser = { "User-Agent": BROWSER_UA };
    const accepted = { ...browser, Cookie: `${cookieCatalog.CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}` };
    const responses = await Promise.all([
      get("/", { ...browser, "Accept-Language": "de-DE" }),
      get("/pricing", accepted),
      get("/pricing?cjevent=abc123", browser),
      get("/pricing?cfclick=abc123", browser),
      get("/pricing?admitad_uid=abc123", browser),
      get("/pricing?utm_source=news&utm_campaign=spring&channel=p7", browser),
      get("/pricing?from=invite&uid=42&iv_user_id=7&iv_sim_country=DE", browser),
      SELF.fetch(`${ORIGIN}${CONSENT_PATH}`, {
        method: "POST",
        body: new URLSearchParams({ choice: "accept", return: "/" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        redirect: "manual",
      }),
    ]);
    const received = new Set(
      responses.flatMap((r) => r.headers.getSetCookie().map((cookie) => cookie.split("=")[0] ?? "")),
    );
    expect(received.size).toBeGreaterThanOrEqual(8);
    const table = await policyTable();
    expect([...received].filter((name) => !table.includes(name))).toEqual([]);
  });
});
