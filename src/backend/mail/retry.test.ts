import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../../../test/support/api";
import { buyAndPay, resetClock } from "../../../test/support/billing";
import worker from "../../index";

/** The deployment with a mail provider configured (the tests' own has none: the sandbox outbox). */
const mailEnv = {
  ...env,
  MAIL_API_URL: "https://mail.example/send",
  MAIL_API_KEY: "key-1",
  MAIL_FROM: "no-reply@vpnmaster.com",
};

const MINUTE = 60_000;

async function runCron(at: number) {
  vi.setSystemTime(at);
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), mailEnv, ctx);
  await waitOnExecutionContext(ctx);
}

/** The provider answers each try to `to` with the next status; records the tries. */
function provider(to: string, statuses: number[]) {
  const tries: number[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== mailEnv.MAIL_API_URL) return real(input, init);
    const mail = (await request.json()) as { to: string };
    if (mail.to !== to) return new Response("{}", { status: 202 });
    const status = statuses[tries.length] ?? 202;
    tries.push(status);
    return new Response("{}", { status });
  });
  return tries;
}

async function outboxRow(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT sent_at, delivery, attempts FROM outbox WHERE to_address = ? AND kind = 'receipt'",
  )
    .bind(to)
    .all<{ sent_at: number | null; delivery: string | null; attempts: number }>();
  return results;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await resetClock();
});

describe("a receipt whose sending fails", () => {
  it("is kept in D1 and retried by the Cron job with backoff until the provider takes it", async () => {
    const email = `retry-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const start = Date.now();
    await buyAndPay(await signUp(), { planId: 1, email });
    vi.useFakeTimers({ toFake: ["Date"] });
    const tries = provider(email, [503, 500]);

    // 11 minutes later the first try is overdue: the job sends, the provider fails.
    await runCron(start + 11 * MINUTE);
    expect(tries).toEqual([503]);
    expect(await outboxRow(email)).toEqual([{ sent_at: null, delivery: "503", attempts: 1 }]);
    // Run again at once (or twice at once): the backoff holds, nothing is sent twice.
    await Promise.all([runCron(start + 12 * MINUTE), runCron(start + 12 * MINUTE)]);
    expect(tries).toEqual([503]);

    await runCron(start + 17 * MINUTE);
    expect(tries).toEqual([503, 500]);
    // After the second failure the wait doubles (10 minutes): not yet at +22.
    await runCron(start + 22 * MINUTE);
    expect(tries).toEqual([503, 500]);
    await runCron(start + 28 * MINUTE);
    expect(tries).toEqual([503, 500, 202]);
    const [row] = await outboxRow(email);
    expect(row).toMatchObject({ delivery: "202", attempts: 3 });
    expect(row?.sent_at).not.toBeNull();

    // Sent: later runs leave it alone.
    await runCron(start + 120 * MINUTE);
    expect(tries).toHaveLength(3);
  });

  it("is not retried when the provider refuses that mail for good (4xx)", async () => {
    const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const start = Date.now();
    await buyAndPay(await signUp(), { planId: 1, email });
    vi.useFakeTimers({ toFake: ["Date"] });
    const tries = provider(email, [422]);
    await runCron(start + 11 * MINUTE);
    await runCron(start + 60 * MINUTE);
    expect(tries).toEqual([422]);
    expect(await outboxRow(email)).toEqual([{ sent_at: null, delivery: "422", attempts: 8 }]);
  });
});
