import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BROWSER_UA } from "../../test/support/request";
import { createApp } from "../app";
import type { AppEnv } from "../env";
import { type RequestLogLine, requestLog } from "./request-log";

const ORIGIN = "https://www.vpnmaster.com";

function requestLines(spy: { mock: { calls: unknown[][] } }): RequestLogLine[] {
  return spy.mock.calls
    .map(([line]) => (typeof line === "string" && line.startsWith("{") ? JSON.parse(line) : null))
    .filter((line): line is RequestLogLine => line?.type === "request");
}

afterEach(() => vi.restoreAllMocks());

describe("request log", () => {
  it("logs one JSON line per page request: id from cf-ray, route, locale, status, cache state, duration", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const response = await createApp().request(
      `${ORIGIN}/de/pricing?utm_source=newsletter`,
      { headers: { "User-Agent": BROWSER_UA, "cf-ray": "8f1e2d3c4b5a6978-FRA" } },
      env,
    );
    await response.arrayBuffer();
    const lines = requestLines(spy);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      request_id: "8f1e2d3c4b5a6978-FRA",
      method: "GET",
      path: "/de/pricing",
      route: "pricing",
      locale: "de",
      status: 200,
    });
    expect(["hit", "miss", "bypass"]).toContain(lines[0]?.cache);
    expect(lines[0]?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("keeps personal data out: no query, no address, no cookie", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const response = await createApp().request(
      `${ORIGIN}/resetpassword?token=secret-reset-token&email=someone%40example.com`,
      {
        headers: {
          "User-Agent": BROWSER_UA,
          "CF-Connecting-IP": "203.0.113.77",
          Cookie: "token=session-token-value",
        },
      },
      env,
    );
    await response.arrayBuffer();
    const logged = spy.mock.calls.map((call) => call.join(" ")).join("\n");
    for (const personal of ["secret-reset-token", "someone", "203.0.113.77", "session-token-value"]) {
      expect(logged).not.toContain(personal);
    }
    expect(requestLines(spy)).toHaveLength(1);
  });

  it("logs the status the error handler answered, with a request id shared by the error line", async () => {
    const written: string[] = [];
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    const app = new Hono<AppEnv>();
    app.use(requestLog((line) => written.push(line)));
    app.get("/api/boom", () => {
      throw new Error("boom");
    });
    const { handleRenderError } = await import("../routes/render-error");
    app.onError(handleRenderError);
    const response = await app.request(`${ORIGIN}/api/boom`, {}, env);
    expect(response.status).toBe(500);
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] ?? "{}") as RequestLogLine;
    expect(line.status).toBe(500);
    const error = JSON.parse(errors.find((e) => e.includes('"type":"error"')) ?? "{}");
    expect(error.request_id).toBe(line.request_id);
    expect(error.stack).toContain("boom");
  });
});
