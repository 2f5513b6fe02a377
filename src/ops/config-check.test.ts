import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { configProblems } from "./config-check";

const ALL_SECRETS = {
  MAIL_API_URL: "https://mail.example/send",
  MAIL_API_KEY: "k",
  MAIL_FROM: "VPN Master <no-reply@vpnmaster.com>",
  STRIPE_SECRET_KEY: "sk",
  STRIPE_WEBHOOK_SECRET: "whsec",
  BILLING_LINK_SECRET: "billing",
  TOTP_ENCRYPTION_KEY: "totp",
  RECAPTCHA_V2_SECRET: "r2",
  RECAPTCHA_V3_SECRET: "r3",
  ACCESS_TEAM_DOMAIN: "vpnmaster.cloudflareaccess.com",
  ACCESS_AUD: "aud-tag",
};

describe("configuration check", () => {
  it("is quiet for a production deployment with every binding and secret", () => {
    expect(configProblems({ ...env, ...ALL_SECRETS }, "prod")).toEqual([]);
  });

  it("names each missing binding and each incomplete secret group in production", () => {
    const { PRICES: _prices, ...withoutPrices } = env;
    const problems = configProblems({ ...withoutPrices, ...ALL_SECRETS, STRIPE_WEBHOOK_SECRET: " " }, "prod");
    expect(problems).toEqual([
      "binding PRICES is missing",
      "secret STRIPE_WEBHOOK_SECRET not set: Stripe cannot take payments",
    ]);
  });

  it("asks no secrets of the sandbox (stand-ins answer) nor of a site on an upstream MMS API", () => {
    expect(configProblems(env, "sandbox")).toEqual([]);
    expect(
      configProblems({ ...env, ...ALL_SECRETS, API_BASE: "https://mms.example", MAIL_API_KEY: "" }, "prod"),
    ).toEqual([]);
  });

  it("says the operator console is closed in production until Access is configured", () => {
    const { ACCESS_AUD: _aud, ...withoutAudience } = ALL_SECRETS;
    expect(configProblems({ ...env, ...withoutAudience }, "prod")).toEqual([
      "var ACCESS_AUD not set: the operator console /ops is closed (404)",
    ]);
    expect(configProblems({ ...env, ...ALL_SECRETS, ACCESS_TEAM_DOMAIN: "not a host/" }, "prod")).toEqual([
      "var ACCESS_TEAM_DOMAIN is no host name: the operator console /ops is closed (404)",
    ]);
    expect(configProblems(env, "sandbox")).toEqual([]);
  });
});
