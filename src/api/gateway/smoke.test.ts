import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, resetAccounts, signUp } from "../../../test/support/api";
import { profile } from "../contract";

beforeEach(resetAccounts);

describe("smoke", () => {
  it("signs up and reads the profile", async () => {
    const token = await signUp();
    const response = await callApi(profile, { token });
    const body = await json(response);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { email: null, is_password_set: 0 } });
  });
});
