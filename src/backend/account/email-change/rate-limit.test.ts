import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fullAccount, PASSWORD } from "../../../../test/support/account-data";
import { callApi, json } from "../../../../test/support/api";
import { API_ERRORS } from "../../../api/codes";
import { emailChange } from "../../../api/contract/account";

/** docs/api.md: email/change allows 5 per account and 10 per IP an hour; beyond, 429 / 42900 and no mail. */

const change = (token: string, newEmail: string, ip: string) =>
  callApi(emailChange, {
    token,
    body: { new_email: newEmail, password: PASSWORD },
    headers: { "CF-Connecting-IP": ip },
  });

async function codeMailsTo(prefix: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address LIKE ?")
    .bind(`${prefix}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function outcomes(answers: Response[]) {
  const refused = answers.filter((a) => a.status === 429);
  for (const answer of refused) {
    expect((await json<{ code: number }>(answer.clone())).code).toBe(API_ERRORS.rateLimited.code);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
  }
  return { allowed: answers.filter((a) => a.status === 200).length, refused: refused.length };
}

describe("email/change rate limits", () => {
  it("allows 5 changes per account an hour, even when 8 arrive at once; the rest get 429 and no code mail", async () => {
    const token = await fullAccount("rl-account@example.com");
    // Each request from its own address, so only the per-account limit can refuse.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        change(token, `rl-account-new${i}@example.com`, `192.0.2.${10 + i}`),
      ),
    );
    expect(await outcomes(answers)).toEqual({ allowed: 5, refused: 3 });
    expect(await codeMailsTo("rl-account-new")).toBe(5);
  });

  it("allows 10 changes per IP an hour across accounts, even when 12 arrive at once", async () => {
    const tokens = await Promise.all(
      ["rl-ip-a", "rl-ip-b", "rl-ip-c"].map((n) => fullAccount(`${n}@example.com`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        change(tokens[i % 3] as string, `rl-ip-new${i}@example.com`, "2001:db8:7:1::5"),
      ),
    );
    expect(await outcomes(answers)).toEqual({ allowed: 10, refused: 2 });
    expect(await codeMailsTo("rl-ip-new")).toBe(10);
  });
});
