import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { grantReferralRewards } from "../referrals/rewards";
import { billingNow } from "./clock";
import { expireEnded } from "./expiry";
import { pruneExpired } from "./prune";
import { sendReminders } from "./reminders";
import { retryOverdueRenewals } from "./renewal-retry";
import { chargeDueRenewals } from "./renewals";

export interface DueWorkReport {
  now: number;
  /** Renewal charges paid and declined, first attempts and retries of past-due ones together. */
  renewed: number;
  failed: number;
  expired: number;
  reminded: number;
  pruned: number;
  /** Referrals whose two accounts got their bonus days in this run. */
  rewarded: number;
}

export interface DueWorkContext {
  env: Bindings;
  environment: Environment;
  realNowMs: number;
  /** The site's origin for links in mails. */
  origin: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Everything billing has to do by time, as the Cron Trigger and the sandbox clock run it:
 * renew, retry declined renewals (once a day in the grace period), end, remind, prune. Each step is guarded in D1, so running it twice (or twice at once)
 * does the work once.
 */
export async function runDueWork(ctx: DueWorkContext): Promise<DueWorkReport> {
  const db = ctx.env.DB;
  const now = await billingNow(db, ctx.environment, ctx.realNowMs);
  const charged = await chargeDueRenewals(db, ctx.environment, now);
  const retried = await retryOverdueRenewals(db, ctx.environment, now);
  const renewed = charged.renewed + retried.paid;
  const failed = charged.failed + retried.declined;
  const expired = await expireEnded(db, ctx.environment, now);
  const reminded = await sendReminders(ctx.env, ctx.environment, now, ctx.origin, ctx.waitUntil);
  const rewarded = await grantReferralRewards(db, now);
  const pruned = await pruneExpired(db, ctx.realNowMs);
  return { now, renewed, failed, expired, reminded, pruned, rewarded };
}
