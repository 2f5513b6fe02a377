import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAccounts } from "../../../test/support/api";
import { canonicalEmail, USER_BY_EMAIL_SQL, userByEmail } from "./users";

beforeEach(resetAccounts);

describe("accounts by e-mail", () => {
  it("stores and finds one canonical form: trimmed and lower-cased", async () => {
    expect(canonicalEmail("  Ana.Lee@Example.COM ")).toBe("ana.lee@example.com");
    await env.DB.prepare("INSERT INTO users (email, created_at) VALUES ('ana.lee@example.com', 0)").run();
    expect((await userByEmail(env.DB, "ANA.Lee@example.com"))?.email).toBe("ana.lee@example.com");
  });

  it("looks an address up through the UNIQUE index, never by scanning the table", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${USER_BY_EMAIL_SQL}`)
      .bind("a@x.com")
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join(" | ");
    expect(details).toMatch(/USING (COVERING )?INDEX/);
    expect(details).not.toMatch(/^SCAN/);
  });

  it("migration 0040: the oldest of several case-duplicates keeps the address, the others are recorded", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0040"));
    if (!migration) throw new Error("migration 0040 missing");
    await env.DB.batch([
      env.DB.prepare("DROP TABLE email_case_duplicates"),
      env.DB.prepare(
        `INSERT INTO users (id, email, created_at) VALUES
           (1, 'Bo@X.com', 0), (2, 'bo@x.com', 0), (3, ' BO@x.com', 0), (4, 'Other@Y.com', 0)`,
      ),
    ]);
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    const users = await env.DB.prepare("SELECT id, email FROM users ORDER BY id").all();
    expect(users.results).toEqual([
      { id: 1, email: "bo@x.com" },
      { id: 2, email: null },
      { id: 3, email: null },
      { id: 4, email: "other@y.com" },
    ]);
    const detached = await env.DB.prepare(
      "SELECT user_id, email, kept_by FROM email_case_duplicates ORDER BY user_id",
    ).all();
    expect(detached.results).toEqual([
      { user_id: 2, email: "bo@x.com", kept_by: 1 },
      { user_id: 3, email: " BO@x.com", kept_by: 1 },
    ]);
    await env.DB.prepare("DELETE FROM email_case_duplicates").run();
  });
});
