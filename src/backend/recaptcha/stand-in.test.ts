import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, devRecaptcha, resetAccounts, SANDBOX_ORIGIN } from "../../../test/support/api";
import { ORIGIN } from "../../../test/support/request";
import { anonymousSignup } from "../../api/contract";
import { DEV_SCRIPT_PATH, DEV_TOKEN_PATH } from "./config";

beforeEach(resetAccounts);

describe("the development recaptcha stand-in", () => {
  it("serves its script in the sandbox", async () => {
    const response = await SELF.fetch(SANDBOX_ORIGIN + DEV_SCRIPT_PATH);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("window.grecaptcha");
  });

  it("never exists on prod (a product domain)", async () => {
    expect((await SELF.fetch(ORIGIN + DEV_SCRIPT_PATH)).status).toBe(404);
    const token = await SELF.fetch(ORIGIN + DEV_TOKEN_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ version: "v3", action: "anonymous_signup" }),
    });
    expect(token.status).toBe(404);
  });

  it("does not verify on prod, even a token the sandbox issued", async () => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    const response = await callApi(anonymousSignup, { recasign, origin: ORIGIN });
    expect(response.status).toBe(400);
  });

  it("issues tokens only to same-origin callers", async () => {
    const response = await SELF.fetch(SANDBOX_ORIGIN + DEV_TOKEN_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ version: "v2", action: "" }),
    });
    expect(response.status).toBe(403);
  });
});
