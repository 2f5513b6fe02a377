import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, signUp } from "../../../test/support/api";
import { buyAndPay, resetClock, runCron, userIdOf, vipExpireTime } from "../../../test/support/billing";
import { refund } from "../../api/contract/payment";
import { MONEY_BACK_DAYS, REFERRAL_BONUS_DAYS } from "../../catalog/billing";
import { advanceSandboxClock } from "../billing/clock";
import { inviteCodeOf } from "./invite-codes";

const BONUS_SECONDS = REFERRAL_BONUS_DAYS * 86_400;

/** An inviter with a code, and a friend who buys through the inviter's link. */
async function invitedPurchase(planId = 12) {
  const inviter = await signUp("198.51.100.21");
  const code = await inviteCodeOf(env.DB, await userIdOf(inviter), Date.now());
  const friend = await signUp("198.51.100.22");
  const orderId = await buyAndPay(friend, { planId, invite: code });
  return { inviter, friend, code, orderId };
}

const referralsOf = async (token: string) =>
  (
    await env.DB.prepare("SELECT inviter_id, rewarded_at FROM referrals WHERE invitee_id = ?")
      .bind(await userIdOf(token))
      .all<{ inviter_id: number; rewarded_at: number | null }>()
  ).results;

beforeEach(resetClock);

describe("referrals", () => {
  it("records the inviter once per invitee, whatever links the invitee follows later", async () => {
    const { inviter, friend, code } = await invitedPurchase();
    const other = await signUp("198.51.100.23");
    const otherCode = await inviteCodeOf(env.DB, await userIdOf(other), Date.now());
    await buyAndPay(friend, { invite: otherCode });
    await buyAndPay(friend, { invite: code });
    expect(await referralsOf(friend)).toEqual([{ inviter_id: await userIdOf(inviter), rewarded_at: null }]);
  });

  it("ignores an unknown code and an account's own code", async () => {
    const buyer = await signUp("198.51.100.24");
    await buyAndPay(buyer, { invite: "nosuchcode" });
    await buyAndPay(buyer, { invite: await inviteCodeOf(env.DB, await userIdOf(buyer), Date.now()) });
    expect(await referralsOf(buyer)).toEqual([]);
  });

  it("does not credit an invitation opened after the friend's first payment", async () => {
    const inviter = await signUp("198.51.100.25");
    const code = await inviteCodeOf(env.DB, await userIdOf(inviter), Date.now());
    const friend = await signUp("198.51.100.26");
    await buyAndPay(friend);
    await buyAndPay(friend, { invite: code });
    expect(await referralsOf(friend)).toEqual([]);
  });

  it("gives both accounts the bonus days once the money-back window has passed, once however often the job runs", async () => {
    const { inviter, friend } = await invitedPurchase();
    await advanceSandboxClock(env.DB, MONEY_BACK_DAYS - 1);
    await runCron();
    expect((await referralsOf(friend))[0]?.rewarded_at).toBeNull();
    const inviterBefore = await vipExpireTime(inviter);
    const friendBefore = await vipExpireTime(friend);
    await advanceSandboxClock(env.DB, 2);
    await Promise.all([runCron(), runCron()]);
    await runCron();
    expect((await referralsOf(friend))[0]?.rewarded_at).not.toBeNull();
    // The friend's VIP runs: the bonus comes on top of it.
    expect((await vipExpireTime(friend)) - friendBefore).toBe(BONUS_SECONDS);
    // The inviter had no VIP: the bonus runs from the job's now, in the future.
    expect(await vipExpireTime(inviter)).toBeGreaterThan(inviterBefore);
    const now =
      Number(
        (await env.DB.prepare("SELECT offset_ms FROM sandbox_clock").first<{ offset_ms: number }>())
          ?.offset_ms,
      ) + Date.now();
    expect(Math.abs((await vipExpireTime(inviter)) - (Math.floor(now / 1000) + BONUS_SECONDS))).toBeLessThan(
      120,
    );
  });

  it("gives nothing for a refunded first payment", async () => {
    const { inviter, friend, orderId } = await invitedPurchase();
    const refunded = await callApi(refund, { token: friend, body: { order_id: orderId } });
    expect(refunded.status).toBe(200);
    const inviterBefore = await vipExpireTime(inviter);
    await advanceSandboxClock(env.DB, MONEY_BACK_DAYS + 1);
    await runCron();
    expect((await referralsOf(friend))[0]?.rewarded_at).toBeNull();
    expect(await vipExpireTime(inviter)).toBe(inviterBefore);
  });
});
