import { describe, expect, it } from "vitest";
import { DEV_SCRIPT_PATH, recaptchaClientConfig } from "./recaptcha";

const keys = { RECAPTCHA_V2_SITE_KEY: "site-v2", RECAPTCHA_V3_SITE_KEY: "site-v3" };

describe("the recaptcha configuration the pages hand the browser", () => {
  it("loads Google's script with the v3 key when both site keys are set, in either environment", () => {
    for (const environment of ["prod", "sandbox"] as const) {
      expect(recaptchaClientConfig(keys, environment)).toEqual({
        src: "https://www.google.com/recaptcha/api.js?render=site-v3",
        siteKeys: { v2: "site-v2", v3: "site-v3" },
      });
    }
  });

  it("uses the development stand-in without keys in the sandbox, and nothing on prod", () => {
    const half = { RECAPTCHA_V2_SITE_KEY: "site-v2", RECAPTCHA_V3_SITE_KEY: "  " };
    expect(recaptchaClientConfig(half, "sandbox").src).toBe(DEV_SCRIPT_PATH);
    expect(recaptchaClientConfig({}, "prod").src).toBeNull();
  });
});
