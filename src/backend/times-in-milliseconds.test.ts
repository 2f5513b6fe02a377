import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { fullAccount, signIn } from "../../test/support/account-data";
import { callApi, json, signUp } from "../../test/support/api";
import { buyAndPay, runCron, userIdOf } from "../../test/support/billing";
import { profile, sessionList, twoFactorEnable, twoFactorSetup } from "../api/contract/account";
import { inviteCodeOf } from "./referrals/invite-codes";

/**
 * Decision 174: every time column in D1 is epoch milliseconds. A column counts as a time by its
 * name (`created_at`, `last_active`, `window_start`, `period_end`, `at` …), so a new one is checked
 * without being listed here; a column so named that is not an epoch time is listed with why.
 */
const TIME_NAME = /(^|_)(at|until|time|timestamp|start|end|active|ms)$/;

const NOT_EPOCH_MS: Readonly<Record<string, string>> = {
  "sandbox_clock.offset_ms": "a duration (the sandbox clock's offset), 0 until the clock is moved",
  "analytics_events.event_timestamp": "the client's own clock, stored as the event sent it",
  "plans.active": "a flag (1: the plan is offered), not a time",
};

/** 0 is "never" here, not a time (DEFAULT 0 in 0010: the account never had VIP). */
const ZERO_MEANS_NEVER = new Set(["users.vip_expire_at"]);

/** Epoch ms of 2001-09-09 and of the year 5138: a value in seconds or one multiplied twice falls outside. */
const MS_FROM = 1e12;
const MS_UNTIL = 1e14;

/** The seconds columns migration 0130 converts (the decision record's list). */
const CONVERTED = [
  "users.vip_expire_at",
  "users.created_at",
  "users.deleted_at",
  "sessions.created_at",
  "sessions.expires_at",
  "sessions.revoked_at",
  "sessions.last_seen_at",
  "rate_limits.window_start",
  "verifications.created_at",
  "verifications.expires_at",
  "verifications.used_at",
  "verifications.verify_token_expires_at",
  "outbox.created_at",
  "outbox.sent_at",
  "outbox.next_attempt_at",
  "devices.last_active",
  "bound_ips.bound_at",
  "recaptcha_dev_tokens.created_at",
  "recaptcha_dev_tokens.used_at",
  "email_case_duplicates.detached_at",
  "two_factor.enabled_at",
  "two_factor.created_at",
  "two_factor_recovery_codes.used_at",
  "two_factor_challenges.created_at",
  "two_factor_challenges.expires_at",
  "two_factor_challenges.used_at",
  "session_browsers.first_seen_at",
  "passkeys.created_at",
  "passkeys.last_used_at",
  "webauthn_challenges.created_at",
  "webauthn_challenges.expires_at",
  "webauthn_challenges.used_at",
  "email_changes.created_at",
  "email_changes.expires_at",
  "email_changes.confirmed_at",
  "email_changes.undo_expires_at",
  "email_changes.undone_at",
];

interface Column {
  table: string;
  column: string;
}
const nameOf = ({ table, column }: Column) => `${table}.${column}`;

/** Every column of the app's tables named as a time (test seeds and D1's own tables left out). */
async function timeColumns(): Promise<Column[]> {
  const { results: tables } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'seed\\_\\_%' ESCAPE '\\'
        AND name != 'd1_migrations'`,
  ).all<{ name: string }>();
  const infos = await env.DB.batch<{ name: string }>(
    tables.map(({ name }) => env.DB.prepare(`PRAGMA table_info("${name}")`)),
  );
  return tables.flatMap(({ name: table }, i) =>
    (infos[i]?.results ?? [])
      .filter(({ name }) => TIME_NAME.test(name))
      .map(({ name }) => ({ table, column: name })),
  );
}

/** Every non-NULL value of each column, by "table.column". */
async function timeValues(columns: readonly Column[]): Promise<Map<string, number[]>> {
  const results = await env.DB.batch<{ v: number }>(
    columns.map(({ table, column }) =>
      env.DB.prepare(`SELECT "${column}" AS v FROM "${table}" WHERE "${column}" IS NOT NULL ORDER BY rowid`),
    ),
  );
  return new Map(
    columns.map((column, i) => [nameOf(column), (results[i]?.results ?? []).map((row) => row.v)]),
  );
}

/** The values of epoch-ms columns that are not milliseconds, e.g. "sessions.created_at = 1700000000". */
async function notMilliseconds(): Promise<string[]> {
  const columns = (await timeColumns()).filter((c) => !(nameOf(c) in NOT_EPOCH_MS));
  const wrong: string[] = [];
  for (const [name, values] of await timeValues(columns))
    for (const value of values) {
      if (value === 0 && ZERO_MEANS_NEVER.has(name)) continue;
      if (!(typeof value === "number" && value > MS_FROM && value < MS_UNTIL))
        wrong.push(`${name} = ${value}`);
    }
  return wrong;
}

/** An account that touched most tables: sign-up, set password (a code), device, bound IP, 2FA, a purchase, login. */
async function busyAccount(email: string): Promise<string> {
  const token = await fullAccount(email);
  const setup = await json<{ data: { secret: string } }>(await callApi(twoFactorSetup, { token }));
  const code = new TOTP({ secret: Secret.fromBase32(setup.data.secret) }).generate();
  await callApi(twoFactorEnable, { token, body: { code } });
  await buyAndPay(token, { email });
  await inviteCodeOf(env.DB, await userIdOf(token), Date.now());
  await signIn(email);
  await runCron();
  return token;
}

describe("one time unit in D1 (decision 174)", () => {
  let token = "";
  beforeAll(async () => {
    token = await busyAccount("times@example.com");
    // An account that never had VIP (vip_expire_at 0).
    await signUp("198.51.100.201");
  }, 30_000);

  it("writes every time column in epoch milliseconds after sign-up, sign-in and a purchase", async () => {
    const columns = (await timeColumns()).map(nameOf);
    // The name rule finds the times it should (a broken rule would check nothing).
    expect(columns).toEqual(expect.arrayContaining([...CONVERTED, "orders.created_at", "ops_audit.at"]));
    const values = await timeValues(await timeColumns());
    for (const touched of [
      "users.created_at",
      "sessions.last_seen_at",
      "rate_limits.window_start",
      "orders.created_at",
    ])
      expect(values.get(touched)?.length, touched).toBeGreaterThan(0);
    expect(await notMilliseconds()).toEqual([]);

    // The answers keep their seconds (docs/api.md).
    const me = await json<{ data: { vip: { expire_time: number } } }>(await callApi(profile, { token }));
    expect(me.data.vip.expire_time).toBeGreaterThan(Date.now() / 1000);
    expect(me.data.vip.expire_time).toBeLessThan(MS_FROM);
    const sessions = await json<{ data: { sessions: { created_at: number; last_seen_at: number }[] } }>(
      await callApi(sessionList, { token }),
    );
    for (const s of sessions.data.sessions) {
      expect(s.created_at).toBeLessThan(MS_FROM);
      expect(Math.abs(s.last_seen_at - Date.now() / 1000)).toBeLessThan(600);
    }
  });

  it("migration 0130 multiplies exactly the seconds columns by 1000, keeps 0 and NULL, and converts nothing twice", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0130"));
    if (!migration) throw new Error("migration 0130 missing");
    const converted = migration.queries.map((query) =>
      /UPDATE (\w+) SET (\w+) =/.exec(query)?.slice(1, 3).join("."),
    );
    expect([...converted].sort()).toEqual([...CONVERTED].sort());

    // Back to the data as it was before: the converted columns in seconds (a never-VIP account keeps 0).
    await env.DB.batch(
      CONVERTED.map((name) => {
        const [table, column] = name.split(".");
        return env.DB.prepare(`UPDATE "${table}" SET "${column}" = "${column}" / 1000`);
      }),
    );
    const columns = await timeColumns();
    const before = await timeValues(columns);
    expect(before.get("users.vip_expire_at")).toContain(0);

    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    const after = await timeValues(columns);
    for (const [name, values] of before) {
      const expected = CONVERTED.includes(name) ? values.map((v) => v * 1000) : values;
      expect(after.get(name), name).toEqual(expected);
    }
    expect(await notMilliseconds()).toEqual([]);

    // Run again (by hand, for rows written in between): milliseconds are never multiplied again.
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    expect(await timeValues(columns)).toEqual(after);
  });
});
