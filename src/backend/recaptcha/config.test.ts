import { describe, expect, it } from "vitest";
import type { Bindings } from "../../env";
import { recaptchaMode } from "./config";

const siteKeys = { RECAPTCHA_V2_SITE_KEY: "site-v2", RECAPTCHA_V3_SITE_KEY: "site-v3" };
const secrets = { RECAPTCHA_V2_SECRET: "secret-v2", RECAPTCHA_V3_SECRET: "secret-v3" };
const envOf = (vars: Partial<Bindings>) => vars as Bindings;

describe("how the API checks recaptcha", () => {
  it("asks Google when both site keys and both secrets are set", () => {
    expect(recaptchaMode(envOf({ ...siteKeys, ...secrets }), "prod").kind).toBe("google");
  });

  it("refuses every call when the pages show Google's widget but a secret is missing, even in the sandbox", () => {
    const env = envOf({ ...siteKeys, RECAPTCHA_V2_SECRET: "secret-v2" });
    expect(recaptchaMode(env, "sandbox").kind).toBe("off");
    expect(recaptchaMode(env, "prod").kind).toBe("off");
  });

  it("uses the stand-in without site keys in the sandbox only", () => {
    expect(recaptchaMode(envOf({ ...secrets }), "sandbox").kind).toBe("development");
    expect(recaptchaMode(envOf({}), "prod").kind).toBe("off");
  });
});
