import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, signUp } from "../../../test/support/api";
import {
  buyAndPay,
  mySubscription,
  ordersOf,
  resetClock,
  vipExpireTime,
} from "../../../test/support/billing";
import { runCron } from "../../../test/support/cron";
import { subscriptionAutoRenew } from "../../api/contract/payment";
import { advanceSandboxClock, DAY_MS } from "./clock";
import { runDueWork } from "./due-work";

beforeEach(resetClock);

describe("the Cron Trigger", () => {
  it("renews a due subscription once, however often and concurrently it runs", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1 });
    const vip = await vipExpireTime(token);
    await advanceSandboxClock(env.DB, 31);
    await runCron();
    await runCron();
    await Promise.all([runCron(), runCron()]);
    const renewals = (await ordersOf(id)).filter((o) => o.kind === "renewal");
    expect(renewals).toEqual([expect.objectContaining({ status: "paid", amount_cents: 1299 })]);
    const after = await vipExpireTime(token);
    // One month more, once (28 to 31 days).
    expect(after - vip).toBeGreaterThanOrEqual(28 * 86400);
    expect(after - vip).toBeLessThanOrEqual(31 * 86400);
    expect((await mySubscription(token, id)).status).toBe("active");
  });

  it("queues one reminder per period when run twice", async () => {
    const token = await signUp();
    const email = `cron-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await buyAndPay(token, { planId: 1, email });
    await advanceSandboxClock(env.DB, 25);
    await Promise.all([runCron(), runCron()]);
    await runCron();
    const { results } = await env.DB.prepare(
      "SELECT id FROM outbox WHERE to_address = ? AND kind = 'reminder'",
    )
      .bind(email)
      .all();
    expect(results).toHaveLength(1);
  });

  it("prunes expired sessions, spent codes and closed rate-limit windows, and keeps live ones", async () => {
    // Epoch ms, as every time in D1 (decision 174).
    const now = Date.now();
    const user = await env.DB.prepare(
      "INSERT INTO users (country_code, created_at) VALUES ('US', ?) RETURNING id",
    )
      .bind(now)
      .first<{ id: number }>();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('old-session', ?1, ?2, ?3), ('live-session', ?1, ?2, ?4)",
      ).bind(user?.id, now - 100_000, now - 1000, now + 3_600_000),
      env.DB.prepare(
        `INSERT INTO verifications (email, purpose, code_hash, created_at, expires_at)
         VALUES ('old@example.com', 'reset', 'x', ?1, ?2), ('live@example.com', 'reset', 'y', ?1, ?3)`,
      ).bind(now - 1_000_000, now - 1000, now + 600_000),
      env.DB.prepare(
        "INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('old-bucket', ?, 3), ('live-bucket', ?, 3)",
      ).bind(now - 3 * 3_600_000, now),
    ]);
    await runCron();
    const left = await env.DB.batch([
      env.DB.prepare(
        "SELECT token_hash AS k FROM sessions WHERE token_hash IN ('old-session', 'live-session')",
      ),
      env.DB.prepare(
        "SELECT email AS k FROM verifications WHERE email IN ('old@example.com', 'live@example.com')",
      ),
      env.DB.prepare("SELECT bucket AS k FROM rate_limits WHERE bucket IN ('old-bucket', 'live-bucket')"),
    ]);
    expect(left.map((r) => r.results.map((row) => (row as { k: string }).k))).toEqual([
      ["live-session"],
      ["live@example.com"],
      ["live-bucket"],
    ]);
  });
});

describe("a renewal racing the renewal switch", () => {
  it("20 concurrent switches and the renewal job end in one consistent state", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1 });
    const before = await mySubscription(token, id);
    const vipBefore = await vipExpireTime(token);
    await advanceSandboxClock(env.DB, 31);
    const switches = Array.from({ length: 20 }, (_, i) =>
      callApi(subscriptionAutoRenew, { token, body: { subscription_id: id, auto_renew: i % 2 === 1 } }),
    );
    const [answers] = await Promise.all([Promise.all(switches), runCron()]);
    // Every switch answers: the change, "already so", or "ended" (on after the period is over).
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    await Promise.all(answers.map((a) => json(a)));

    const charges = await ordersOf(id);
    const paid = charges.filter((o) => o.kind === "renewal" && o.status === "paid");
    expect(charges.filter((o) => o.status === "pending")).toEqual([]);
    expect(paid.length).toBeLessThanOrEqual(1);
    const row = await env.DB.prepare(
      "SELECT status, auto_renew, current_period_end, next_renewal_at FROM subscriptions WHERE order_id = ?",
    )
      .bind(id)
      .first<{
        status: string;
        auto_renew: number;
        current_period_end: number;
        next_renewal_at: number | null;
      }>();
    const vipAfter = await vipExpireTime(token);
    if (paid.length === 1) {
      // Renewed: a new period, paid once, VIP extended by it exactly once.
      expect(row?.current_period_end).toBe(paid[0]?.period_end);
      expect(vipAfter - vipBefore).toBe(
        Math.floor((row?.current_period_end ?? 0) / 1000) - before.expire_time,
      );
    } else {
      // Not renewed: the period and VIP are as they were.
      expect(Math.floor((row?.current_period_end ?? 0) / 1000)).toBe(before.expire_time);
      expect(vipAfter).toBe(vipBefore);
    }
    // The switch and the status agree.
    expect(row?.auto_renew === 1).toBe(row?.status === "active");
    expect(row?.next_renewal_at === null).toBe(row?.status !== "active");
  });
});

describe("the due work in production (renewals come from the provider)", () => {
  const runProd = (daysAhead: number) =>
    runDueWork({
      env,
      environment: "prod",
      realNowMs: Date.now() + daysAhead * DAY_MS,
      origin: "https://www.vpnmaster.com",
      waitUntil: () => {},
    });

  // By the subscription's owner: the pruning at +30 days ends the test session itself.
  const vipOf = async (id: string) =>
    (
      await env.DB.prepare(
        "SELECT u.vip_expire_at FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE s.order_id = ?",
      )
        .bind(id)
        .first<{ vip_expire_at: number }>()
    )?.vip_expire_at;

  it("never promises a renewal for a one-off checkout: no reminder, and it ends with its period", async () => {
    const token = await signUp();
    const email = `prod-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await buyAndPay(token, { planId: 1, email });
    const vip = await vipOf(id);
    await runProd(25);
    expect(
      (
        await env.DB.prepare("SELECT id FROM outbox WHERE to_address = ? AND kind = 'reminder'")
          .bind(email)
          .all()
      ).results,
    ).toEqual([]);
    await runProd(32);
    const row = await env.DB.prepare("SELECT status FROM subscriptions WHERE order_id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("expired");
    expect(await vipOf(id)).toBe(vip);
    expect((await ordersOf(id)).filter((o) => o.kind === "renewal")).toEqual([]);
  });

  it("reminds a provider subscription (without a link when BILLING_LINK_SECRET is unset) and moves it past due a day late", async () => {
    const token = await signUp();
    const email = `prod-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await buyAndPay(token, { planId: 1, email });
    await env.DB.prepare("UPDATE subscriptions SET provider_ref = 'sub_test' WHERE order_id = ?")
      .bind(id)
      .run();
    const before = await mySubscription(token, id);
    await runProd(25);
    const mails = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? AND kind = 'reminder'")
      .bind(email)
      .all<{ body: string }>();
    expect(mails.results).toHaveLength(1);
    expect(mails.results[0]?.body).toContain("My account");
    expect(mails.results[0]?.body).not.toContain("/billing/renewal-off");
    await runProd(33);
    const row = await env.DB.prepare("SELECT status FROM subscriptions WHERE order_id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("past_due");
    // Stored in ms; the answer's expire_time is epoch seconds.
    expect(Math.floor(((await vipOf(id)) ?? 0) / 1000)).toBe(before.expire_time + 7 * 86400);
  });
});
