import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import de from "../../locales/de/billing.json";
import enAccount from "../../locales/en/myaccount.json";
import { SANDBOX_ORIGIN, signUp } from "../../test/support/api";
import { buyAndPay, mySubscription, resetClock, vipExpireTime } from "../../test/support/billing";
import { asHtml } from "../../test/support/html-text";
import { TOKEN_COOKIE } from "../catalog/cookies";
import { AUTO_RENEW_FORM_PATH, REFUND_FORM_PATH } from "../shared/billing-forms";

/** A plain form post as the browser sends it from My account (no JavaScript). */
function post(
  path: string,
  token: string | null,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return SELF.fetch(SANDBOX_ORIGIN + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: SANDBOX_ORIGIN,
      ...(token ? { Cookie: `${TOKEN_COOKIE.name}=${token}` } : {}),
      ...headers,
    },
    redirect: "manual",
  });
}

/** Follows the 303 as the browser would, signed in. */
async function follow(response: Response, token: string): Promise<string> {
  const location = response.headers.get("Location") ?? "";
  const page = await SELF.fetch(SANDBOX_ORIGIN + location, {
    headers: { Cookie: `${TOKEN_COOKIE.name}=${token}` },
    redirect: "manual",
  });
  expect(page.status).toBe(200);
  return page.text();
}

beforeEach(resetClock);

describe("the renewal switch without JavaScript", () => {
  it("turns renewal off for the signed-in owner and comes back with the notice; on again the same way", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });

    const off = await post(AUTO_RENEW_FORM_PATH, token, { subscription_id: id, auto_renew: "off" });
    expect(off.status).toBe(303);
    expect(off.headers.get("Location")).toBe("/myaccount?billing=renewal-off");
    expect(off.headers.get("Cache-Control")).toContain("no-store");
    expect((await mySubscription(token, id)).status).toBe("renewal_off");
    expect(await follow(off, token)).toContain(asHtml(enAccount.subscriptions.renewalOffDone));

    const on = await post(AUTO_RENEW_FORM_PATH, token, { subscription_id: id, auto_renew: "on" });
    expect(on.headers.get("Location")).toBe("/myaccount?billing=renewal-on");
    expect(await mySubscription(token, id)).toMatchObject({ status: "active", auto_renew: true });
  });

  it("refuses another user's subscription in the page's language and changes nothing", async () => {
    const owner = await signUp();
    const id = await buyAndPay(owner, { planId: 12 });
    const stranger = await signUp("198.51.100.77");

    const answer = await post(`/de${AUTO_RENEW_FORM_PATH}`, stranger, {
      subscription_id: id,
      auto_renew: "off",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/de/myaccount?billing=e42012");
    expect(await follow(answer, stranger)).toContain(asHtml(de.errors["42012"]));
    expect(await mySubscription(owner, id)).toMatchObject({ status: "active", auto_renew: true });
  });

  it("refuses a post without Origin or Sec-Fetch-Site (a forged cross-site form) with 403, nothing changed", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    const forged = await SELF.fetch(SANDBOX_ORIGIN + AUTO_RENEW_FORM_PATH, {
      method: "POST",
      body: new URLSearchParams({ subscription_id: id, auto_renew: "off" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${TOKEN_COOKIE.name}=${token}`,
      },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(asHtml(enAccount.subscriptions.crossSite));
    const elsewhere = await post(
      AUTO_RENEW_FORM_PATH,
      token,
      { subscription_id: id, auto_renew: "off" },
      {
        Origin: "https://evil.example",
      },
    );
    expect(elsewhere.status).toBe(403);
    expect((await mySubscription(token, id)).status).toBe("active");
  });

  it("sends a signed-out visitor to sign in, in their language", async () => {
    const answer = await post(`/ja${AUTO_RENEW_FORM_PATH}`, null, {
      subscription_id: "abcdefgh12",
      auto_renew: "off",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/ja/login");
  });
});

describe("the money-back refund without JavaScript", () => {
  it("refunds the first payment once: VIP ends; a second post says it is already refunded", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1 });

    const vipBefore = await vipExpireTime(token);
    const first = await post(REFUND_FORM_PATH, token, { order_id: id });
    expect(first.headers.get("Location")).toBe("/myaccount?billing=refunded");
    expect((await mySubscription(token, id)).status).toBe("refunded");
    const vipAfter = await vipExpireTime(token);
    expect(vipAfter).toBeLessThan(vipBefore);
    // Whole seconds, as the profile promises (a fraction made every later page fail to load the account).
    expect(Number.isInteger(vipAfter)).toBe(true);

    const again = await post(`/de${REFUND_FORM_PATH}`, token, { order_id: id });
    expect(again.headers.get("Location")).toBe("/de/myaccount?billing=e42015");
    expect(await follow(again, token)).toContain(asHtml(de.errors["42015"]));
  });
});
