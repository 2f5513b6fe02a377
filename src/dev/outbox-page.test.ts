import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, resetAccounts, SANDBOX_ORIGIN } from "../../test/support/api";
import { ORIGIN } from "../../test/support/request";
import { verificationRequest } from "../api/contract";
import { OUTBOX_PATH } from "./outbox-page";

beforeEach(resetAccounts);

describe("the sandbox outbox page", () => {
  it("lists mail in the sandbox, escaped", async () => {
    await callApi(verificationRequest, { body: { email: "tester@example.com", purpose: "reset_password" } });
    const response = await SELF.fetch(SANDBOX_ORIGIN + OUTBOX_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("tester@example.com");
    expect(html).toContain('<html lang="en"');
  });

  it("does not exist on prod", async () => {
    expect((await SELF.fetch(ORIGIN + OUTBOX_PATH)).status).toBe(404);
  });
});
