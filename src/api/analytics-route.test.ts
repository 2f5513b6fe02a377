import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callApi, json, signUp } from "../../test/support/api";
import { postChunked } from "../../test/support/chunked-body";
import { FAKE_API_BASE, fakeUpstream, requestWithUpstream } from "../../test/support/fake-upstream";
import { ORIGIN } from "../../test/support/request";
import { pageShowEnvelope } from "../analytics/page-show";
import { TOKEN_COOKIE } from "../catalog/cookies";
import { BODY_LIMITS } from "../edge/body-limit";
import { ANALYTICS_EVENTS_PATH, type AnalyticsEnvelope } from "./analytics";
import { ANALYTICS_RATE_LIMIT } from "./analytics-route";
import { API_ERRORS } from "./codes";
import { profile } from "./contract/account";

let ipCounter = 0;
/** Each test posts from its own address, so the rate limit of one never touches another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

const post = (body: unknown, headers: Record<string, string> = SAME_ORIGIN, ip = freshIp()) =>
  SELF.fetch(ORIGIN + ANALYTICS_EVENTS_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const count = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM analytics_events").first<{ n: number }>())?.n ?? 0;

const storedUserIds = async () =>
  (
    await env.DB.prepare("SELECT user_id FROM analytics_events").all<{ user_id: string | null }>()
  ).results.map((row) => row.user_id);

/** The site's own page_show; `long` fills the path and referrer to the 2048 characters it keeps. */
const siteEnvelope = (userId: string | null, long = false): AnalyticsEnvelope =>
  pageShowEnvelope({
    now: new Date(),
    path: long ? `/${"p".repeat(4000)}` : "/",
    route: "home",
    status: 200,
    language: "en",
    visitor: { ip: "2001:db8::1", country: "DE" },
    countryName: "Germany",
    device: { os_name: "Windows", os_version: "10", isIos: false, isMobile: false },
    frontId: "f".repeat(64),
    userId,
    environment: "sandbox",
    buildId: "b",
    referrer: long ? `https://www.example.com/${"r".repeat(4000)}` : null,
  });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM analytics_events").run();
});

describe("analytics ingest", () => {
  it("stores a valid envelope from the site's own pages", async () => {
    const response = await post(siteEnvelope(null));
    expect(response.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it.each([
    ["not json"],
    [{}],
    [{ user_id: null, events: [] }],
    [{ user_id: null, events: [{ event_name: "x" }] }],
  ])("rejects %j with 400 in the API's shape and stores nothing", async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.invalidInput.code);
    expect(await count()).toBe(0);
  });

  it.each([
    ["no Origin and no Sec-Fetch-Site", {}],
    ["a cross-site Sec-Fetch-Site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["another Origin", { Origin: "https://evil.example" }],
  ])("refuses a post with %s (403) and stores nothing", async (_, headers) => {
    const response = await post(siteEnvelope(null), headers);
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe(API_ERRORS.crossOrigin.code);
    expect(await count()).toBe(0);
  });

  it("fits the site's largest page_show with room to spare", () => {
    const largest = new TextEncoder().encode(JSON.stringify(siteEnvelope("123456789", true))).byteLength;
    expect(largest).toBeLessThan(BODY_LIMITS.analytics / 4);
  });

  it("refuses a 1 MB body and a 100 KB chunked one with 413, storing nothing", async () => {
    const envelope = siteEnvelope(null);
    const padded = { ...envelope, padding: "x".repeat(1024 * 1024) };
    const large = await post(padded);
    expect(large.status).toBe(413);
    expect((await json(large)).code).toBe(API_ERRORS.tooLarge.code);
    const chunked = await postChunked(ANALYTICS_EVENTS_PATH, 100 * 1024, {
      "Content-Type": "application/json",
      "CF-Connecting-IP": freshIp(),
    });
    expect(chunked.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("answers 429 beyond the per-IP rate, counting concurrent posts exactly", async () => {
    const ip = freshIp();
    const tries = ANALYTICS_RATE_LIMIT.max + 5;
    const statuses = await Promise.all(
      Array.from({ length: tries }, () => post(siteEnvelope(null), SAME_ORIGIN, ip).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANALYTICS_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await count()).toBe(ANALYTICS_RATE_LIMIT.max);
    expect((await post(siteEnvelope(null))).status).toBe(200);
    // 125 concurrent D1 writes: seconds on a busy 2-core CI machine, past the 5 s default.
  }, 30_000);

  it("drops a user id claimed without a session", async () => {
    expect((await post(siteEnvelope("42"))).status).toBe(200);
    expect(await storedUserIds()).toEqual([null]);
  });

  it("stores the session's own user id, never another one claimed", async () => {
    const token = await signUp(freshIp());
    const own = (await json<{ code: number; data: { user_id: number } }>(await callApi(profile, { token })))
      .data.user_id;
    const signedIn = { ...SAME_ORIGIN, Cookie: `${TOKEN_COOKIE.name}=${token}` };
    expect((await post(siteEnvelope("1"), signedIn)).status).toBe(200);
    expect((await post(siteEnvelope(String(own)), signedIn)).status).toBe(200);
    expect(await storedUserIds()).toEqual([String(own), String(own)]);
  });
});

describe("analytics ingest with API_BASE naming a remote MMS API", () => {
  let received: { path: string; body: unknown }[] = [];
  let undo: () => void = () => {};
  afterEach(() => undo());

  const upstreamAnswering = (answer: unknown) => {
    received = [];
    undo = fakeUpstream(async (request) => {
      received.push({ path: new URL(request.url).pathname, body: await request.json() });
      return Response.json(answer);
    }, 2000);
  };
  const postUpstream = (envelope: AnalyticsEnvelope) =>
    requestWithUpstream(FAKE_API_BASE, ANALYTICS_EVENTS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...SAME_ORIGIN },
      body: JSON.stringify(envelope),
    });

  it("hands the envelope to the remote API through the contract client and stores nothing locally", async () => {
    upstreamAnswering({ code: 0, message: "ok", data: null });
    const envelope = siteEnvelope(null);
    const response = await postUpstream(envelope);
    expect(response.status).toBe(200);
    expect(received).toEqual([{ path: ANALYTICS_EVENTS_PATH, body: JSON.parse(JSON.stringify(envelope)) }]);
    expect(await count()).toBe(0);
  });

  it("answers 503 when the remote API refuses the events in its envelope, even on HTTP 200", async () => {
    upstreamAnswering({ code: API_ERRORS.invalidInput.code, message: "bad envelope", data: null });
    const response = await postUpstream(siteEnvelope(null));
    expect(response.status).toBe(503);
    expect((await json(response)).code).toBe(API_ERRORS.unavailable.code);
  });
});
