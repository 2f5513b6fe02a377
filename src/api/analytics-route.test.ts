import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/support/request";
import { pageShowEnvelope } from "../analytics/page-show";
import { ANALYTICS_EVENTS_PATH } from "./analytics";

const post = (body: unknown) =>
  SELF.fetch(ORIGIN + ANALYTICS_EVENTS_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const count = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM analytics_events").first<{ n: number }>())?.n ?? 0;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM analytics_events").run();
});

describe("analytics ingest", () => {
  it("stores a valid envelope in the embedded backend", async () => {
    const envelope = pageShowEnvelope({
      now: new Date(),
      path: "/",
      route: "home",
      status: 200,
      language: "en",
      visitor: { ip: null, country: null },
      countryName: "",
      device: { os_name: "Windows", os_version: "10", isIos: false, isMobile: false },
      frontId: "f",
      userId: "42",
      environment: "sandbox",
      buildId: "b",
      referrer: null,
    });
    const response = await post(envelope);
    expect(response.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it.each([
    ["not json"],
    [{}],
    [{ user_id: null, events: [] }],
    [{ user_id: null, events: [{ event_name: "x" }] }],
  ])("rejects %j with 400 and stores nothing", async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await count()).toBe(0);
  });
});
