import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsRows, clearAnalytics, eventually } from "../../test/support/analytics-events";
import { postChunked } from "../../test/support/chunked-body";
import { BROWSER_UA, ORIGIN } from "../../test/support/request";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { CONSENT_VALUE } from "../shared/consent";
import { PREFETCHED_VIEW_PATH } from "../shared/instant-navigation";

const accepted = `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}`;

function report(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(
    new Request(ORIGIN + PREFETCHED_VIEW_PATH, {
      method: "POST",
      // As navigator.sendBeacon sends a string.
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "Sec-Fetch-Site": "same-origin",
        "User-Agent": BROWSER_UA,
        "CF-IPCountry": "JP",
        Cookie: accepted,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** The event's parameters as a record (the stored payload is the event). */
const params = (payload: string): Record<string, unknown> =>
  Object.fromEntries(
    (JSON.parse(payload).event_params as { key: string; value: unknown }[]).map((p) => [p.key, p.value]),
  );

beforeEach(async () => {
  await clearAnalytics();
});

describe("POST /page-show: a page shown from a prefetch reports its view", () => {
  it("records one page_show with the page's path, route, language and referrer", async () => {
    const response = await report({
      path: "/ja/pricing",
      route: "pricing",
      referrer: `${ORIGIN}/ja/features`,
    });
    expect(response.status).toBe(204);
    const [row] = await eventually(1);
    expect(row?.event_name).toBe("page_show");
    expect(row?.language).toBe("ja");
    expect(row?.country_code).toBe("JP");
    const event = params(row?.payload ?? "{}");
    expect(event.page_path).toBe("/ja/pricing");
    expect(event.page_route).toBe("pricing");
    expect(event.page_referrer).toBe(`${ORIGIN}/ja/features`);
  });

  it("records nothing for a visitor who did not accept analytics", async () => {
    const response = await report({ path: "/pricing", route: "pricing" }, { Cookie: "" });
    expect(response.status).toBe(204);
    expect(await eventually(1)).toEqual([]);
  });

  it.each([
    ["no JSON", "page=/pricing"],
    ["an unknown route", { path: "/pricing", route: "admin" }],
    ["a path that is no path", { path: "https://elsewhere.example/x", route: "pricing" }],
    ["no route", { path: "/pricing" }],
  ])("refuses %s and records nothing", async (_, body) => {
    expect((await report(body)).status).toBe(400);
    expect(await analyticsRows()).toEqual([]);
  });

  it("refuses a report from another site", async () => {
    const response = await report({ path: "/pricing", route: "pricing" }, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await analyticsRows()).toEqual([]);
  });

  it("refuses a 100 KB chunked report with 413 and records nothing", async () => {
    const response = await postChunked(PREFETCHED_VIEW_PATH, 100 * 1024, {
      "Content-Type": "application/json",
    });
    expect(response.status).toBe(413);
    expect(await analyticsRows()).toHaveLength(0);
  });
});
