import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { retryUnsentMail } from "../mail/retry";
import { grantReferralRewards } from "../referrals/rewards";
import { billingNow, DAY_MS } from "./clock";
import { expireEnded } from "./expiry";
import { pruneExpired } from "./prune";
import { recentReceiptFacts } from "./receipt-facts";
import { queueReceiptMails } from "./receipt-mails";
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
  receipts: number;
  /** Unsent mails tried again (receipts, reminders). */
  retried: number;
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

/** How far back the job looks for charges without their receipt mail. */
const RECEIPT_LOOKBACK_MS = 2 * DAY_MS;

/**
 * Everything billing has to do by time, as the Cron Trigger and the sandbox clock run it:
 * renew, retry declined renewals (once a day in the grace period), end, mail receipts, remind,
 * grant referral rewards, prune, retry unsent mail. Each step is guarded in D1, so running it twice (or twice at once)
 * does the work once.
 */
export async function runDueWork(ctx: DueWorkContext): Promise<DueWorkReport> {
  const db = ctx.env.DB;
  const now = await billingNow(db, ctx.environment, ctx.realNowMs);
  const charged = await chargeDueRenewals(db, ctx.environment, now);
  const renewalRetries = await retryOverdueRenewals(db, ctx.environment, now);
  const renewed = charged.renewed + renewalRetries.paid;
  const failed = charged.failed + renewalRetries.declined;
  const expired = await expireEnded(db, ctx.environment, now);
  // The receipts of charges settled since the last runs: the renewals just charged, and any
  // checkout or refund whose own mail step did not run (queued once per charge by its key).
  const receipts = await queueReceiptMails(ctx, await recentReceiptFacts(db, now - RECEIPT_LOOKBACK_MS), now);
  const reminded = await sendReminders(ctx.env, ctx.environment, now, ctx.origin, ctx.waitUntil);
  const rewarded = await grantReferralRewards(db, now);
  const pruned = await pruneExpired(db, ctx.realNowMs);
  const retried = await retryUnsentMail(ctx.env, ctx.realNowMs);
  return { now, renewed, failed, expired, reminded, receipts, retried, pruned, rewarded };
}
