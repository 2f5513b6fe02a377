import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAnalytics, eventually, analyticsRows as rows } from "../../../test/support/analytics-events";
import { resetAccounts, signUp } from "../../../test/support/api";
import { BOT_UA, BROWSER_UA, get, setCookieOf } from "../../../test/support/request";
import { CONSENT_COOKIE, FRONT_ID_COOKIE, TOKEN_COOKIE } from "../../catalog/cookies";
import { CONSENT_VALUE } from "../../shared/consent";

const accepted = `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}`;
const visit = { "User-Agent": BROWSER_UA, "CF-Connecting-IP": "203.0.113.50", "CF-IPCountry": "DE" };

beforeEach(async () => {
  await clearAnalytics();
});

describe("page_show at the edge", () => {
  it("records one event per page view of a visitor who accepted analytics", async () => {
    const response = await get("/de/pricing?utm_source=x", { ...visit, Cookie: accepted });
    expect(response.status).toBe(200);
    await response.text();
    const [row] = await eventually(1);
    expect(row?.event_name).toBe("page_show");
    expect(row?.language).toBe("de");
    expect(row?.country_code).toBe("DE");
    const event = JSON.parse(row?.payload ?? "{}");
    expect(event.ip).toBe("203.0.113.50");
    expect(event.country).toBe("Germany");
    expect(event.event_params).toContainEqual({ key: "page_route", value: "pricing" });
    expect(setCookieOf(response, FRONT_ID_COOKIE.name)).toContain(
      `${FRONT_ID_COOKIE.name}=${row?.front_id};`,
    );
  });

  it("keeps the visitor's front_id across views", async () => {
    const id = "4f0b3c1e-8a52-4d0b-9a8e-0d6f1f3b2c11";
    const response = await get("/features", {
      ...visit,
      Cookie: `${accepted}; ${FRONT_ID_COOKIE.name}=${id}`,
    });
    await response.text();
    expect(setCookieOf(response, FRONT_ID_COOKIE.name)).toBeUndefined();
    expect((await eventually(1))[0]?.front_id).toBe(id);
  });

  it.each([
    ["without consent", visit],
    ["after a refusal", { ...visit, Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}` }],
    ["for a crawler", { ...visit, "User-Agent": BOT_UA, Cookie: accepted }],
  ])("records nothing %s", async (_, headers) => {
    const response = await get("/pricing", headers);
    await response.text();
    expect(setCookieOf(response, FRONT_ID_COOKIE.name)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await rows()).toEqual([]);
  });
});

describe("prefetches", () => {
  it.each([
    ["Speculation Rules", { "Sec-Purpose": "prefetch" }],
    ["a prerender", { "Sec-Purpose": "prefetch;prerender" }],
    ["an older rel=prefetch", { Purpose: "prefetch" }],
  ])("count no view for %s (the page may never be shown)", async (_, headers) => {
    const response = await get("/de/pricing", { ...visit, ...headers, Cookie: accepted });
    expect(response.status).toBe(200);
    await response.text();
    const shown = await get("/de/features", { ...visit, Cookie: accepted });
    await shown.text();
    // Waits for a second event that must never come.
    const found = await eventually(2);
    expect(found.map((row) => JSON.parse(row.payload).event_params)).toEqual([
      expect.arrayContaining([{ key: "page_route", value: "features" }]),
    ]);
  });
});

describe("page_show of a signed-in user", () => {
  it("carries the account's user_id", async () => {
    await resetAccounts();
    const token = await signUp();
    const account = await env.DB.prepare("SELECT id FROM users").first<{ id: number }>();
    const response = await get("/features", {
      ...visit,
      Cookie: `${accepted}; ${TOKEN_COOKIE.name}=${token}`,
    });
    await response.text();
    const [row] = await eventually(1);
    const stored = await env.DB.prepare("SELECT user_id FROM analytics_events").first<{ user_id: string }>();
    expect(row?.event_name).toBe("page_show");
    expect(stored?.user_id).toBe(String(account?.id));
  });
});
