import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import {
  advanceClock,
  buyAndPay,
  mySubscription,
  ordersOf,
  resetClock,
  vipExpireTime,
} from "../../../test/support/billing";
import { pastDueSubscription, payOnFixPage } from "../../../test/support/past-due";
import { sandboxFixPath } from "./fix-url";
import { periodEndAfter } from "./subscription-state";

beforeEach(resetClock);

describe("the sandbox's update-payment-method page", () => {
  it("decline → past due → fix page with a working card → active with the next period and VIP time", async () => {
    const token = await signUp();
    const bought = await buyAndPay(token, { planId: 1, declineRenewals: true });
    const firstPeriodEnd = (await mySubscription(token, bought)).expire_time;
    await advanceClock(31);
    const id = bought;
    const due = await mySubscription(token, id);
    expect(due.status).toBe("past_due");
    expect(due.fix_url).toBe(sandboxFixPath(id));

    const shown = await SELF.fetch(new URL(due.fix_url ?? "", SANDBOX_ORIGIN));
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain("$12.99");
    expect(page).toContain("was declined on");
    expect(page).toContain('value="works"');
    expect(page).toContain('value="declines"');

    const paid = await payOnFixPage(due.fix_url ?? "", "works");
    expect(await paid.text()).toContain("Payment received");
    const after = await mySubscription(token, id);
    const nextEnd = Math.floor(periodEndAfter(firstPeriodEnd * 1000, 1) / 1000);
    expect(after).toMatchObject({
      status: "active",
      auto_renew: true,
      expire_time: nextEnd,
      next_renewal_time: nextEnd,
      grace_until: null,
      fix_url: null,
    });
    // VIP runs to the paid period's end: the grace days were part of it.
    expect(await vipExpireTime(token)).toBe(nextEnd);
    expect((await ordersOf(id)).filter((o) => o.kind === "renewal")).toEqual([
      expect.objectContaining({ status: "failed", amount_cents: 1299 }),
      expect.objectContaining({ status: "paid", amount_cents: 1299 }),
    ]);
    // The page again, and a second submit: nothing left to pay, nothing charged.
    expect(await (await SELF.fetch(new URL(due.fix_url ?? "", SANDBOX_ORIGIN))).text()).toContain(
      "no declined payment",
    );
    expect(await (await payOnFixPage(due.fix_url ?? "", "works")).text()).toContain("no declined payment");
    expect((await ordersOf(id)).filter((o) => o.status === "paid")).toHaveLength(2);
  });

  it("a card that declines keeps it past due, records the failed charge, and a working card then recovers it", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    const vip = await vipExpireTime(token);
    const fixUrl = sandboxFixPath(id);
    const declined = await payOnFixPage(fixUrl, "declines");
    expect(await declined.text()).toContain("declined as well");
    expect((await mySubscription(token, id)).status).toBe("past_due");
    expect(await vipExpireTime(token)).toBe(vip);
    expect((await ordersOf(id)).map((o) => [o.kind, o.status])).toEqual([
      ["first", "paid"],
      ["renewal", "failed"],
      ["renewal", "failed"],
    ]);
    expect(await (await payOnFixPage(fixUrl, "works")).text()).toContain("Payment received");
    expect((await mySubscription(token, id)).status).toBe("active");
  });

  it("refuses a cross-site form, an unknown card and an unknown subscription, and changes nothing", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    const url = new URL(sandboxFixPath(id), SANDBOX_ORIGIN);
    const crossSite = await SELF.fetch(url, {
      method: "POST",
      body: new URLSearchParams({ card: "works" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await payOnFixPage(sandboxFixPath(id), "gold")).status).toBe(400);
    expect((await payOnFixPage(sandboxFixPath("ord_nosuchsubscription"), "works")).status).toBe(404);
    expect((await SELF.fetch(new URL(sandboxFixPath("ord_nosuchsubscription"), SANDBOX_ORIGIN))).status).toBe(
      404,
    );
    expect((await mySubscription(token, id)).status).toBe("past_due");
    expect((await ordersOf(id)).filter((o) => o.kind === "renewal")).toHaveLength(1);
    const session = await env.DB.prepare("SELECT decline_renewals FROM sandbox_sessions WHERE order_id = ?")
      .bind(id)
      .first<{ decline_renewals: number }>();
    expect(session?.decline_renewals).toBe(1);
  });

  it("is not there in prod", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    const prod = "https://www.vpnmaster.com";
    expect((await SELF.fetch(new URL(sandboxFixPath(id), prod))).status).toBe(404);
    expect((await payOnFixPage(sandboxFixPath(id), "works", prod)).status).toBe(404);
    expect((await mySubscription(token, id)).status).toBe("past_due");
  });
});
