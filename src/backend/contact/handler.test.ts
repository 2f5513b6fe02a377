import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi } from "../../../test/support/api";
import { API_ERRORS } from "../../api/codes";
import { contactUs } from "../../api/contract/report";
import { CONTACT_RATE_LIMIT } from "./rate-limit";

let counter = 0;
const message = () => ({
  name: "Kenji Sato",
  email: `kenji.${Date.now()}.${++counter}@example.jp`,
  topic: "technical",
  message: "The Android app disconnects every few minutes on my home Wi-Fi.",
  language: "ja",
});

const stored = (email: string) =>
  env.DB.prepare("SELECT * FROM contact_messages WHERE email = ?").bind(email).all();

describe(`POST ${contactUs.path} through the gateway`, () => {
  it("stores the message and answers its reference", async () => {
    const body = message();
    const response = await callApi(contactUs, { body, headers: { "CF-Connecting-IP": "198.51.100.200" } });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; data: { reference: string } };
    expect(answer.code).toBe(0);
    const { results } = await stored(body.email);
    expect(results).toEqual([expect.objectContaining({ reference: answer.data.reference, language: "ja" })]);
  });

  it("refuses invalid fields with the contract's error and stores nothing", async () => {
    const body = { ...message(), topic: "lottery", message: "hi" };
    const response = await callApi(contactUs, { body, headers: { "CF-Connecting-IP": "198.51.100.201" } });
    expect(response.status).toBe(API_ERRORS.invalidInput.status);
    const answer = (await response.json()) as { code: number; data: { issues: { path: string }[] } };
    expect(answer.code).toBe(API_ERRORS.invalidInput.code);
    expect(answer.data.issues.map((i) => i.path).sort()).toEqual(["message", "topic"]);
    expect((await stored(body.email)).results).toEqual([]);
  });

  it("refuses a cross-site call", async () => {
    const body = message();
    const response = await callApi(contactUs, { body, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(API_ERRORS.crossOrigin.status);
    expect((await stored(body.email)).results).toEqual([]);
  });

  it(`answers 429 with Retry-After after ${CONTACT_RATE_LIMIT.max} messages from one address`, async () => {
    const headers = { "CF-Connecting-IP": "198.51.100.202" };
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await callApi(contactUs, { body: message(), headers })).status).toBe(200);
    }
    const body = message();
    const refused = await callApi(contactUs, { body, headers });
    expect(refused.status).toBe(API_ERRORS.rateLimited.status);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stored(body.email)).results).toEqual([]);
  });
});
