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
  RECAPTCHA_V2_SECRET: "r2",
  RECAPTCHA_V3_SECRET: "r3",
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
    expect(configProblems({ ...env, API_BASE: "https://mms.example" }, "prod")).toEqual([]);
  });
});
