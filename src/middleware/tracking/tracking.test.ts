import { describe, expect, it } from "vitest";
import {
  ADMITAD_COOKIE,
  AFFILIATE_COOKIES,
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
  UTM_KEYS,
  UTM_TAGS_COOKIE,
} from "../../catalog/tracking-cookies";
import {
  affiliateFromCookies,
  appParamsFromCookies,
  campaignFromCookies,
  inviteFromCookies,
} from "./affiliate";
import {
  campaignRecord,
  inviteRecord,
  MAX_RECORD_LENGTH,
  MAX_VALUE_LENGTH,
  trackingOperations,
} from "./tracking";

const P = TRACKING_PARAMS;

/** The operations as `set name=value` / `delete name`, sorted: the rules promise a set, not an order. */
function operationsOf(query: Record<string, string>): string[] {
  return trackingOperations(new URLSearchParams(query))
    .map((op) => (op.kind === "set" ? `set ${op.cookie.name}=${op.value}` : `delete ${op.cookie.name}`))
    .sort();
}

const del = (...cookies: { name: string }[]) => cookies.map((cookie) => `delete ${cookie.name}`);
const set = (cookie: { name: string }, value: string) => `set ${cookie.name}=${value}`;
const sorted = (lines: string[]) => [...lines].sort();

describe("affiliate rules (spec section 4)", () => {
  it("utm_source clears all four tracking cookies", () => {
    const ops = operationsOf({ [P.utmSource]: "google" });
    expect(ops).toEqual(sorted([...del(...AFFILIATE_COOKIES), set(UTM_TAGS_COOKIE, "utm_source=google")]));
    expect(AFFILIATE_COOKIES.map((c) => c.name).sort()).toEqual(["_aid", "cf-click", "cje", "cje-client"]);
  });

  it("cjevent clears cf-click and _aid and sets cje and cje-client to its value", () => {
    expect(operationsOf({ [P.cjEvent]: "cj-123" })).toEqual(
      sorted([
        ...del(CF_CLICK_COOKIE, ADMITAD_COOKIE),
        set(CJE_COOKIE, "cj-123"),
        set(CJE_CLIENT_COOKIE, "cj-123"),
      ]),
    );
  });

  it("cfclick clears cje, cje-client and _aid and sets cf-click", () => {
    expect(operationsOf({ [P.cfClick]: "cf.9~x" })).toEqual(
      sorted([...del(CJE_COOKIE, CJE_CLIENT_COOKIE, ADMITAD_COOKIE), set(CF_CLICK_COOKIE, "cf.9~x")]),
    );
  });

  it("admitad_uid clears cje, cje-client and cf-click and sets _aid", () => {
    expect(operationsOf({ [P.admitadUid]: "0f1e2d3c4b5a" })).toEqual(
      sorted([...del(CJE_COOKIE, CJE_CLIENT_COOKIE, CF_CLICK_COOKIE), set(ADMITAD_COOKIE, "0f1e2d3c4b5a")]),
    );
  });

  it("yields one operation per cookie, a later rule overriding an earlier one", () => {
    const ops = trackingOperations(new URLSearchParams({ [P.utmSource]: "x", [P.cjEvent]: "cj1" }));
    const names = ops.map((op) => op.cookie.name);
    expect(new Set(names).size).toBe(names.length);
    expect(operationsOf({ [P.utmSource]: "x", [P.cjEvent]: "cj1" })).toEqual(
      sorted([
        ...del(CF_CLICK_COOKIE, ADMITAD_COOKIE),
        set(CJE_COOKIE, "cj1"),
        set(CJE_CLIENT_COOKIE, "cj1"),
        set(UTM_TAGS_COOKIE, "utm_source=x"),
      ]),
    );
    // All three clicks at once: admitad_uid, the spec's last rule, is the one kept.
    expect(operationsOf({ [P.cjEvent]: "a", [P.cfClick]: "b", [P.admitadUid]: "c" })).toEqual(
      sorted([...del(CJE_COOKIE, CJE_CLIENT_COOKIE, CF_CLICK_COOKIE), set(ADMITAD_COOKIE, "c")]),
    );
  });

  it("asks for nothing without tracking parameters", () => {
    expect(operationsOf({})).toEqual([]);
    expect(operationsOf({ q: "vpn", lang: "de" })).toEqual([]);
  });
});

describe("campaign data", () => {
  it("keeps the five utm values and channel", () => {
    const query = {
      utm_campaign: "spring sale",
      utm_medium: "cpc",
      utm_source: "google",
      utm_term: "vpn+fast",
      utm_content: "banner|top",
      [P.channel]: "partner_7",
    };
    const ops = trackingOperations(new URLSearchParams(query));
    const tags = ops.find((op) => op.cookie === UTM_TAGS_COOKIE);
    expect(tags?.kind).toBe("set");
    const record = new URLSearchParams(tags?.kind === "set" ? tags.value : "");
    for (const key of UTM_KEYS) expect(record.get(key)).toBe(query[key]);
    expect(ops).toContainEqual({ kind: "set", cookie: CHANNEL_COOKIE, value: "partner_7" });
  });

  it("stores utm values other than utm_source without touching the affiliate cookies", () => {
    expect(operationsOf({ utm_medium: "email", utm_campaign: "50%off" })).toEqual([
      set(UTM_TAGS_COOKIE, "utm_campaign=50%25off&utm_medium=email"),
    ]);
  });

  it.each([
    ["Cyrillic", "весна-2026"],
    ["Arabic", "عرض خاص"],
    ["punctuation", "google / cpc (not set), a:b"],
  ])("accepts %s campaign names", (_, value) => {
    expect(campaignRecord(new URLSearchParams({ utm_campaign: value }))).toBe(
      new URLSearchParams({ utm_campaign: value }).toString(),
    );
  });

  it("drops a record that could not fit in a cookie", () => {
    const long = "щ".repeat(MAX_VALUE_LENGTH);
    const query = Object.fromEntries(UTM_KEYS.map((key) => [key, long]));
    expect(encodeURIComponent(new URLSearchParams(query).toString()).length).toBeGreaterThan(
      MAX_RECORD_LENGTH,
    );
    expect(campaignRecord(new URLSearchParams(query))).toBeNull();
  });
});

describe("invite data", () => {
  it("from=invite stores invite_type 30001 and invite_code from uid, for the session", () => {
    expect(INVITE_TYPE).toBe(30001);
    const record = inviteRecord(new URLSearchParams({ [P.from]: INVITE_FROM, [P.uid]: "u-42" }));
    expect(Object.fromEntries(new URLSearchParams(record ?? ""))).toEqual({
      invite_type: "30001",
      invite_code: "u-42",
    });
    expect(INVITE_COOKIE).not.toHaveProperty("maxAge");
  });

  it("needs both from=invite and a valid uid", () => {
    expect(operationsOf({ [P.from]: "ads", [P.uid]: "u-42" })).toEqual([]);
    expect(operationsOf({ [P.from]: INVITE_FROM })).toEqual([]);
    expect(operationsOf({ [P.from]: INVITE_FROM, [P.uid]: "<b>" })).toEqual([]);
  });

  it("keeps the app parameters iv_user_id and iv_sim_country for the session", () => {
    expect(operationsOf({ [P.ivUserId]: "98765", [P.ivSimCountry]: "US" })).toEqual(
      sorted([set(IV_USER_ID_COOKIE, "98765"), set(IV_SIM_COUNTRY_COOKIE, "US")]),
    );
    expect(IV_USER_ID_COOKIE).not.toHaveProperty("maxAge");
    expect(IV_SIM_COUNTRY_COOKIE).not.toHaveProperty("maxAge");
  });
});

describe("validation", () => {
  const malformed = [
    ["markup", "<script>alert(1)</script>"],
    ["10 KB", "a".repeat(10 * 1024)],
    ["one over the limit", "a".repeat(MAX_VALUE_LENGTH + 1)],
    ["a NUL", "abc\u0000def"],
    ["a line break", "abc\r\nSet-Cookie: x=1"],
    ["a tab", "abc\tdef"],
    ["a bidi override", "abc\u202edef"],
    ["a quote", 'abc"def'],
    ["a semicolon", "abc;def"],
    ["empty", ""],
  ] as const;

  it.each(malformed)("ignores a click id with %s: no cookie written, nothing cleared", (_, value) => {
    for (const param of [P.cjEvent, P.cfClick, P.admitadUid, P.channel, P.ivUserId, P.ivSimCountry]) {
      expect(operationsOf({ [param]: value })).toEqual([]);
    }
    expect(operationsOf({ [P.from]: INVITE_FROM, [P.uid]: value })).toEqual([]);
  });

  it.each(malformed)("ignores a utm value with %s", (_, value) => {
    for (const key of UTM_KEYS) expect(operationsOf({ [key]: value })).toEqual([]);
  });

  it("keeps the valid values of a query that also carries malformed ones", () => {
    expect(operationsOf({ [P.cjEvent]: "<x>", [P.cfClick]: "ok1", utm_term: "a\u0000" })).toEqual(
      sorted([...del(CJE_COOKIE, CJE_CLIENT_COOKIE, ADMITAD_COOKIE), set(CF_CLICK_COOKIE, "ok1")]),
    );
  });

  it("accepts a value of exactly the maximum length", () => {
    const id = "a".repeat(MAX_VALUE_LENGTH);
    expect(operationsOf({ [P.cfClick]: id })).toContain(set(CF_CLICK_COOKIE, id));
  });

  it("only takes a SIM country that looks like a country code", () => {
    expect(operationsOf({ [P.ivSimCountry]: "gb" })).toEqual([set(IV_SIM_COUNTRY_COOKIE, "gb")]);
    for (const value of ["U", "USAA", "U1", "us-east"])
      expect(operationsOf({ [P.ivSimCountry]: value })).toEqual([]);
  });
});

describe("readers for the purchase call", () => {
  it.each([
    [CJE_COOKIE.name, "cj"],
    [CF_CLICK_COOKIE.name, "cf"],
    [ADMITAD_COOKIE.name, "admitad"],
  ] as const)("maps %s to _cps type %s", (name, type) => {
    expect(affiliateFromCookies({ [name]: "click-1" })).toStrictEqual({ type, cookie: "click-1" });
  });

  it("prefers cj, then cf, then admitad when several remain", () => {
    const all = { [CJE_COOKIE.name]: "c", [CF_CLICK_COOKIE.name]: "f", [ADMITAD_COOKIE.name]: "a" };
    expect(affiliateFromCookies(all)).toStrictEqual({ type: "cj", cookie: "c" });
    expect(affiliateFromCookies({ ...all, [CJE_COOKIE.name]: "" })).toStrictEqual({
      type: "cf",
      cookie: "f",
    });
    expect(affiliateFromCookies({ [CF_CLICK_COOKIE.name]: "<x>", [ADMITAD_COOKIE.name]: "a" })).toStrictEqual(
      {
        type: "admitad",
        cookie: "a",
      },
    );
  });

  it("is null without a valid click id; cje-client alone is no affiliate", () => {
    expect(affiliateFromCookies({})).toBeNull();
    expect(affiliateFromCookies({ [CJE_CLIENT_COOKIE.name]: "c", LANGUAGE: "de" })).toBeNull();
    expect(affiliateFromCookies({ [CJE_COOKIE.name]: "a".repeat(10 * 1024) })).toBeNull();
  });

  it("reads back the campaign record, dropping tampered fields", () => {
    const record = campaignRecord(new URLSearchParams({ utm_source: "google", utm_term: "fast vpn" }));
    expect(
      campaignFromCookies({
        [UTM_TAGS_COOKIE.name]: `${record}&utm_medium=%3Cx%3E&evil=1`,
        [CHANNEL_COOKIE.name]: "p7",
      }),
    ).toStrictEqual({ utm_source: "google", utm_term: "fast vpn", channel: "p7" });
    expect(campaignFromCookies({})).toBeNull();
    expect(campaignFromCookies({ [UTM_TAGS_COOKIE.name]: "garbage" })).toBeNull();
  });

  it("reads back the invite and the app parameters", () => {
    const record = inviteRecord(new URLSearchParams({ [P.from]: INVITE_FROM, [P.uid]: "u-42" }));
    expect(inviteFromCookies({ [INVITE_COOKIE.name]: record ?? "" })).toStrictEqual({
      invite_type: INVITE_TYPE,
      invite_code: "u-42",
    });
    expect(inviteFromCookies({ [INVITE_COOKIE.name]: "invite_type=1&invite_code=u-42" })).toBeNull();
    expect(inviteFromCookies({})).toBeNull();
    expect(
      appParamsFromCookies({ [IV_USER_ID_COOKIE.name]: "98765", [IV_SIM_COUNTRY_COOKIE.name]: "US" }),
    ).toStrictEqual({ iv_user_id: "98765", iv_sim_country: "US" });
    expect(appParamsFromCookies({ [IV_SIM_COUNTRY_COOKIE.name]: "<US>" })).toBeNull();
  });
});
