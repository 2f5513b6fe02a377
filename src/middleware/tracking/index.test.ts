import { env } from "cloudflare:test";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { BOT_UA, BROWSER_UA } from "../../../test/support/request";
import {
  ADMITAD_COOKIE,
  CF_CLICK_COOKIE,
  CHANNEL_COOKIE,
  CJE_CLIENT_COOKIE,
  CJE_COOKIE,
  INVITE_COOKIE,
  INVITE_FROM,
  INVITE_TYPE,
  IV_SIM_COUNTRY_COOKIE,
  IV_USER_ID_COOKIE,
  TRACKING_PARAMS,
  type TrackingCookie,
  UTM_TAGS_COOKIE,
} from "../../catalog/tracking-cookies";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import {
  affiliateFromCookies,
  appParamsFromCookies,
  campaignFromCookies,
  inviteFromCookies,
  tracking,
} from ".";

const P = TRACKING_PARAMS;
const DOMAIN = ".vpnmaster.com";

function testApp() {
  const app = new Hono<AppEnv>();
  app.use(tracking());
  app.get("/cached", (c) => c.text("ok", 200, { "Cache-Control": "public, max-age=3600" }));
  app.get("/moved", (c) => c.redirect("/", 301));
  app.get("/raw", () => new Response("raw"));
  app.get("/read", (c) => {
    const cookies = getCookie(c);
    return c.json({
      affiliate: affiliateFromCookies(cookies),
      campaign: campaignFromCookies(cookies),
      invite: inviteFromCookies(cookies),
      appParams: appParamsFromCookies(cookies),
    });
  });
  app.get("*", (c) => c.text("ok"));
  return app;
}

interface Options {
  domain?: string;
  userAgent?: string;
  method?: string;
  path?: string;
  cookie?: string;
}

async function visit(query: Record<string, string>, options: Options = {}): Promise<Response> {
  const url = `https://www.vpnmaster.com${options.path ?? "/pricing"}?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = { "User-Agent": options.userAgent ?? BROWSER_UA };
  if (options.cookie) headers.Cookie = options.cookie;
  return testApp().request(
    url,
    { method: options.method ?? "GET", headers },
    { ...env, COOKIE_DOMAIN: options.domain ?? "" },
  );
}

const setCookies = async (query: Record<string, string>, options?: Options) =>
  (await visit(query, options)).headers.getSetCookie();

/** The exact header the middleware must write for one cookie, from the catalog's attributes. */
function expected(cookie: TrackingCookie, value: string | null, domain = ""): string {
  const parts = [`${cookie.name}=${value === null ? "" : encodeURIComponent(value)}`];
  const maxAge = value === null ? 0 : cookie.maxAge;
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (domain) parts.push(`Domain=${domain}`);
  parts.push("Path=/");
  if (cookie.httpOnly) parts.push("HttpOnly");
  if (domain && cookie.secure === "with-domain") parts.push("Secure");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

const sorted = (lines: string[]) => [...lines].sort();

describe("tracking middleware: affiliate cookies", () => {
  it("writes the spec's lifetimes: cf-click 30 days, cje, cje-client and _aid 45 days", async () => {
    expect(await setCookies({ [P.cfClick]: "f1" })).toContain(
      "cf-click=f1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(await setCookies({ [P.cjEvent]: "c1" })).toEqual(
      expect.arrayContaining([
        "cje=c1; Max-Age=3888000; Path=/; HttpOnly; SameSite=Lax",
        "cje-client=c1; Max-Age=3888000; Path=/; SameSite=Lax",
      ]),
    );
    expect(await setCookies({ [P.admitadUid]: "a1" }, { domain: DOMAIN })).toContain(
      "_aid=a1; Max-Age=3888000; Domain=.vpnmaster.com; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(await setCookies({ utm_campaign: "x" })).toContain(
      `utm_tags=${encodeURIComponent("utm_campaign=x")}; Max-Age=3888000; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  for (const domain of ["", DOMAIN]) {
    const where = domain ? `with COOKIE_DOMAIN ${domain}` : "without COOKIE_DOMAIN";

    it(`utm_source clears all four tracking cookies (${where})`, async () => {
      expect(sorted(await setCookies({ [P.utmSource]: "newsletter" }, { domain }))).toEqual(
        sorted([
          expected(CF_CLICK_COOKIE, null, domain),
          expected(CJE_COOKIE, null, domain),
          expected(CJE_CLIENT_COOKIE, null, domain),
          expected(ADMITAD_COOKIE, null, domain),
          expected(UTM_TAGS_COOKIE, "utm_source=newsletter", domain),
        ]),
      );
    });

    it(`cjevent clears cf-click and _aid, sets cje and cje-client (${where})`, async () => {
      expect(sorted(await setCookies({ [P.cjEvent]: "cj-777" }, { domain }))).toEqual(
        sorted([
          expected(CF_CLICK_COOKIE, null, domain),
          expected(ADMITAD_COOKIE, null, domain),
          expected(CJE_COOKIE, "cj-777", domain),
          expected(CJE_CLIENT_COOKIE, "cj-777", domain),
        ]),
      );
    });

    it(`cfclick clears cje, cje-client and _aid, sets cf-click (${where})`, async () => {
      expect(sorted(await setCookies({ [P.cfClick]: "cf_1.2" }, { domain }))).toEqual(
        sorted([
          expected(CJE_COOKIE, null, domain),
          expected(CJE_CLIENT_COOKIE, null, domain),
          expected(ADMITAD_COOKIE, null, domain),
          expected(CF_CLICK_COOKIE, "cf_1.2", domain),
        ]),
      );
    });

    it(`admitad_uid clears cje, cje-client and cf-click, sets _aid (${where})`, async () => {
      expect(sorted(await setCookies({ [P.admitadUid]: "abc123" }, { domain }))).toEqual(
        sorted([
          expected(CJE_COOKIE, null, domain),
          expected(CJE_CLIENT_COOKIE, null, domain),
          expected(CF_CLICK_COOKIE, null, domain),
          expected(ADMITAD_COOKIE, "abc123", domain),
        ]),
      );
    });
  }

  it("makes only cje and _aid Secure, and only when a cookie domain is set", async () => {
    const secure = (headers: string[]) =>
      headers
        .filter((h) => h.includes("; Secure"))
        .map((h) => h.split("=")[0])
        .sort();
    const query = {
      [P.utmSource]: "s",
      [P.channel]: "c",
      [P.from]: INVITE_FROM,
      [P.uid]: "u",
      [P.ivUserId]: "1",
    };
    expect(secure(await setCookies(query, { domain: DOMAIN }))).toEqual([
      ADMITAD_COOKIE.name,
      CJE_COOKIE.name,
    ]);
    expect(secure(await setCookies(query))).toEqual([]);
    expect((await setCookies(query)).some((h) => h.includes("Domain="))).toBe(false);
  });

  it("deletes with Max-Age=0 and the attributes the cookie was written with", async () => {
    const headers = await setCookies({ [P.cfClick]: "f" }, { domain: DOMAIN });
    expect(headers).toContain(
      `${CJE_COOKIE.name}=; Max-Age=0; Domain=${DOMAIN}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });
});

describe("tracking middleware: campaign and invite cookies", () => {
  it("keeps the campaign data and channel for 45 days", async () => {
    const query = { utm_campaign: "spring sale", utm_medium: "cpc", utm_term: "vpn", [P.channel]: "p7" };
    expect(sorted(await setCookies(query))).toEqual(
      sorted([
        expected(UTM_TAGS_COOKIE, "utm_campaign=spring+sale&utm_medium=cpc&utm_term=vpn"),
        expected(CHANNEL_COOKIE, "p7"),
      ]),
    );
  });

  it("keeps invite data and the app parameters for the session only", async () => {
    const headers = await setCookies({
      [P.from]: INVITE_FROM,
      [P.uid]: "u-42",
      [P.ivUserId]: "98765",
      [P.ivSimCountry]: "GB",
    });
    expect(sorted(headers)).toEqual(
      sorted([
        expected(INVITE_COOKIE, `invite_type=${INVITE_TYPE}&invite_code=u-42`),
        expected(IV_USER_ID_COOKIE, "98765"),
        expected(IV_SIM_COUNTRY_COOKIE, "GB"),
      ]),
    );
    for (const header of headers) expect(header).not.toMatch(/Max-Age|Expires/i);
  });
});

describe("tracking middleware: what it refuses", () => {
  it.each([
    ["markup", "<script>"],
    ["a 10 KB value", "x".repeat(10 * 1024)],
    ["control characters", "a\u0001b\u007f"],
    ["an empty value", ""],
  ])("ignores %s: no cookie, nothing cleared, never reflected", async (_, value) => {
    for (const param of [P.cjEvent, P.cfClick, P.admitadUid, P.utmSource, P.channel, P.ivUserId]) {
      const response = await visit({ [param]: value });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get("Cache-Control")).toBeNull();
      if (value) expect(await response.text()).not.toContain(value);
    }
    expect(await setCookies({ [P.from]: INVITE_FROM, [P.uid]: value })).toEqual([]);
  });

  it("gives crawlers no tracking cookies", async () => {
    const response = await visit(
      { [P.cjEvent]: "c1", [P.utmSource]: "s", [P.from]: INVITE_FROM, [P.uid]: "u" },
      {
        userAgent: BOT_UA,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("Cache-Control")).toBeNull();
  });

  it("leaves non-navigation requests alone", async () => {
    const response = await visit({ [P.cjEvent]: "c1" }, { method: "POST" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("writes nothing and leaves caching alone without tracking parameters", async () => {
    const response = await visit({ q: "x" }, { path: "/cached" });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});

describe("tracking middleware: caching and response kinds", () => {
  it("marks a response that sets tracking cookies private, no-store", async () => {
    const response = await visit({ [P.cfClick]: "f" });
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(NO_STORE).toBe("private, no-store");
  });

  it("overrides a public cache header set further down the chain", async () => {
    const response = await visit({ [P.utmSource]: "s" }, { path: "/cached" });
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(await response.text()).toBe("ok");
  });

  it("reaches redirects and raw responses too", async () => {
    for (const path of ["/moved", "/raw"]) {
      const response = await visit({ [P.admitadUid]: "a1" }, { path });
      expect(response.headers.getSetCookie()).toContain(expected(ADMITAD_COOKIE, "a1"));
      expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    }
  });
});

describe("round trip to the purchase call", () => {
  /** What a browser would send back: each Set-Cookie's name=value, deletions dropped. */
  const jar = (headers: string[]) =>
    headers
      .map((h) => h.split(";")[0] ?? "")
      .filter((pair) => !pair.endsWith("="))
      .join("; ");

  it("reads back _cps, campaign, invite and app parameters from the cookies written", async () => {
    const query = {
      [P.cjEvent]: "cj-777",
      utm_source: "google",
      utm_campaign: "весна sale",
      [P.channel]: "p7",
      [P.from]: INVITE_FROM,
      [P.uid]: "u-42",
      [P.ivUserId]: "98765",
      [P.ivSimCountry]: "US",
    };
    const cookie = jar(await setCookies(query));
    const read = await (await visit({}, { path: "/read", cookie })).json();
    expect(read).toStrictEqual({
      affiliate: { type: "cj", cookie: "cj-777" },
      campaign: { utm_source: "google", utm_campaign: "весна sale", channel: "p7" },
      invite: { invite_type: INVITE_TYPE, invite_code: "u-42" },
      appParams: { iv_user_id: "98765", iv_sim_country: "US" },
    });
  });

  it("answers null for a visitor without tracking cookies", async () => {
    const read = await (await visit({}, { path: "/read" })).json();
    expect(read).toStrictEqual({ affiliate: null, campaign: null, invite: null, appParams: null });
  });
});
