import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/support/api";
import { userIdOf } from "../../../test/support/billing";
import { watchedDb } from "../../../test/support/watched-db";
import { inviteCodeOf } from "./invite-codes";

describe("an account's invite code", () => {
  it("is made once, even by first views at the same moment, and then only read", async () => {
    const userId = await userIdOf(await signUp("198.51.100.31"));
    const firsts = await Promise.all(
      Array.from({ length: 6 }, () => inviteCodeOf(env.DB, userId, Date.now())),
    );
    expect(new Set(firsts).size).toBe(1);
    const stored = () =>
      env.DB.prepare("SELECT code, created_at FROM invite_codes WHERE user_id = ?").bind(userId).all();
    const before = (await stored()).results;
    expect(before).toHaveLength(1);
    // A later view keeps the code and only reads it: My account shows it on every view.
    const statements: string[] = [];
    expect(await inviteCodeOf(watchedDb(env.DB, statements), userId, Date.now() + 60_000)).toBe(firsts[0]);
    expect(statements.every((sql) => sql.trimStart().startsWith("SELECT"))).toBe(true);
    expect((await stored()).results).toEqual(before);
  });
});
