import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "../../test/support/request";
import { createApp } from "../app";
import { BUILD_ID } from "../pages/assets";
import { checkUpstream } from "./health-checks";
import { HEALTH_PATH, type HealthAnswer } from "./health-route";

const ORIGIN = "https://www.vpnmaster.com";

describe("GET /__health", () => {
  it("answers the build, the environment and every dependency's state, never cached", async () => {
    const response = await get(HEALTH_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const answer = (await response.json()) as HealthAnswer;
    expect(answer.status).toBe("ok");
    expect(answer.build_id).toBe(BUILD_ID);
    expect(answer.environment).toBe("prod");
    expect(answer.checks.d1.ok).toBe(true);
    expect(answer.checks.kv.ok).toBe(true);
    expect(answer.checks.upstream).toBe("not used");
  });

  it("says which binding is missing and answers 503 so a monitor sees it without reading JSON", async () => {
    const app = createApp();
    const { DB: _withoutDb, ...rest } = env;
    const response = await app.request(`${ORIGIN}${HEALTH_PATH}`, {}, rest);
    expect(response.status).toBe(503);
    const answer = (await response.json()) as HealthAnswer;
    expect(answer.status).toBe("failing");
    expect(answer.checks.d1).toMatchObject({ ok: false, error: "binding DB is missing" });
    expect(answer.checks.kv.ok).toBe(true);
  });

  it("never shows a configuration value or a secret", async () => {
    const app = createApp();
    const secrets = { STRIPE_SECRET_KEY: "sk_live_health_secret", MAIL_API_KEY: "mail-key-health-secret" };
    const response = await app.request(`${ORIGIN}${HEALTH_PATH}`, {}, { ...env, ...secrets });
    const text = await response.text();
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
  });
});

describe("upstream probe", () => {
  it("fails on a 5xx with the status in words, passes on an answer below 500", async () => {
    const answering = (status: number) => async () => new Response("{}", { status });
    expect(await checkUpstream("https://mms.example", answering(503))).toMatchObject({
      ok: false,
      error: "answered HTTP 503",
    });
    expect((await checkUpstream("https://mms.example", answering(401))).ok).toBe(true);
  });

  it("fails on a refused connection", async () => {
    const refusing = async () => {
      throw new Error("connection refused");
    };
    expect(await checkUpstream("https://mms.example", refusing)).toMatchObject({
      ok: false,
      error: "connection refused",
    });
  });
});

describe("configuration in the health answer", () => {
  it("names the secrets production lacks and what fails without them, never a value", async () => {
    const app = createApp();
    const stripe = { STRIPE_SECRET_KEY: "sk_live_config_value", STRIPE_WEBHOOK_SECRET: "whsec_config_value" };
    const response = await app.request(
      `${ORIGIN}${HEALTH_PATH}`,
      {},
      { ...env, ...stripe, MAIL_API_URL: "" },
    );
    const answer = (await response.json()) as HealthAnswer;
    expect(answer.config).toContainEqual(
      expect.stringMatching(/^secret MAIL_API_URL, MAIL_API_KEY, MAIL_FROM not set/),
    );
    expect(answer.config.join(" ")).not.toMatch(/STRIPE/);
    expect(JSON.stringify(answer)).not.toContain("config_value");
  });
});
