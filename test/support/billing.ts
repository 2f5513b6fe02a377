import {
  createExecutionContext,
  createScheduledController,
  env,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import type { Subscription } from "../../src/api/contract/payment";
import { PURCHASE_ENDPOINTS, subscriptionMy } from "../../src/api/contract/payment";
import type { PurchaseAnswer } from "../../src/api/payment";
import { SANDBOX_CLOCK_PATH } from "../../src/backend/billing/sandbox-clock-routes";
import { sha256Hex } from "../../src/backend/crypto";
import worker from "../../src/index";
import { epochSeconds } from "../../src/shared/epoch";
import { callApi, json, SANDBOX_ORIGIN } from "./api";

/** Billing tests: buying through the gateway and the sandbox page, and moving the sandbox clock. */

const ps = PURCHASE_ENDPOINTS.ps;

export interface BuyOptions {
  planId?: number;
  email?: string;
  /** The checkout's return path carries the buyer's language (/ja/paystatus). */
  returnPath?: string;
  /** Tick "decline renewals" on the sandbox's hosted page. */
  declineRenewals?: boolean;
  /** The invite code of the link the buyer came through (purchase body `invite`). */
  invite?: string;
  /** The buyer's country (CF-IPCountry): it picks the currency. */
  country?: string;
}

/** Buys a plan and pays it on the sandbox page; returns the order id (the subscription's API id). */
export async function buyAndPay(token: string, options: BuyOptions = {}): Promise<string> {
  if (!ps) throw new Error("ps has a purchase call");
  const body: Record<string, unknown> = {
    plan_id: options.planId ?? 12,
    idempotency_key: crypto.randomUUID().replaceAll("-", ""),
  };
  if (options.email) body.email = options.email;
  if (options.returnPath) body.return_path = options.returnPath;
  if (options.invite) body.invite = { invite_type: 30001, invite_code: options.invite };
  const headers = options.country ? { "CF-IPCountry": options.country } : undefined;
  const answer = await json<{ data: PurchaseAnswer }>(await callApi(ps, { token, body, headers }));
  const url = new URL(answer.data.redirect_url ?? "", SANDBOX_ORIGIN);
  const form = new URLSearchParams({ outcome: "paid" });
  if (options.declineRenewals) form.set("decline_renewals", "1");
  const paid = await SELF.fetch(url, {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin },
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`sandbox payment answered ${paid.status}`);
  return answer.data.order_id;
}

export async function mySubscriptions(token: string): Promise<Subscription[]> {
  const answer = await json<{ data: { subscriptions: Subscription[] } }>(
    await callApi(subscriptionMy, { token }),
  );
  return answer.data.subscriptions;
}

export async function mySubscription(token: string, id: string): Promise<Subscription> {
  const found = (await mySubscriptions(token)).find((s) => s.subscription_id === id);
  if (!found) throw new Error(`no subscription ${id}`);
  return found;
}

export function advanceClock(days: unknown, origin = SANDBOX_ORIGIN): Promise<Response> {
  return SELF.fetch(origin + SANDBOX_CLOCK_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advance_days: days }),
  });
}

export async function resetClock(): Promise<void> {
  await env.DB.prepare("UPDATE sandbox_clock SET offset_ms = 0 WHERE id = 1").run();
}

/** The orders (charges) behind one subscription, oldest first. */
export async function ordersOf(subscriptionOrderId: string) {
  const { results } = await env.DB.prepare(
    `SELECT o.kind, o.status, o.amount_cents, o.period_end FROM orders o
      WHERE o.subscription_id = (SELECT id FROM subscriptions WHERE order_id = ?)
      ORDER BY o.created_at, o.rowid`,
  )
    .bind(subscriptionOrderId)
    .all<{ kind: string; status: string; amount_cents: number; period_end: number | null }>();
  return results;
}

/** The account's VIP end in epoch seconds, as the profile's vip.expire_time says it (D1 keeps ms). */
export async function vipExpireTime(token: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT u.vip_expire_at FROM users u JOIN sessions s ON s.user_id = u.id WHERE s.token_hash = ?",
  )
    .bind(await sha256Hex(token))
    .first<{ vip_expire_at: number }>();
  return epochSeconds(row?.vip_expire_at ?? 0);
}

/** The mails queued to an address, oldest first; only those of one kind (receipt, reminder) if given. */
export async function outboxTo(address: string, kind?: "receipt" | "reminder") {
  const { results } = await env.DB.prepare(
    "SELECT subject, body, kind FROM outbox WHERE to_address = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY id",
  )
    .bind(address, kind ?? null)
    .all<{ subject: string; body: string; kind: string | null }>();
  return results;
}

/** The account id behind a session token. */
export async function userIdOf(token: string): Promise<number> {
  const row = await env.DB.prepare("SELECT user_id FROM sessions WHERE token_hash = ?")
    .bind(await sha256Hex(token))
    .first<{ user_id: number }>();
  if (!row) throw new Error("no such session");
  return row.user_id;
}

/** One run of the Worker's Cron Trigger, as Cloudflare calls it. */
export async function runCron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The first link to `path` in a mail's body (a signed mail link). */
export function mailLinkIn(body: string, path: string): URL {
  const match = body.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return new URL(match[0]);
}

/** Submits a signed link's confirmation form, as its page's button does. */
export function submitLink(link: URL) {
  return SELF.fetch(new URL(link.pathname, link.origin), {
    method: "POST",
    body: new URLSearchParams(link.searchParams),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: link.origin },
  });
}
