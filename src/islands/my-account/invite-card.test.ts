import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/support/api";
import { buyAndPay, resetClock, userIdOf } from "../../../test/support/billing";
import { get } from "../../../test/support/request";
import { inviteCodeOf } from "../../backend/referrals/invite-codes";
import { REFERRAL_BONUS_DAYS } from "../../catalog/billing";

const cardOf = async (token: string) => {
  const html = await (await get("/myaccount", { Cookie: `paypal_token=${token}` })).text();
  return {
    link: /data-testid="invite-link"[^>]*value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null,
    counts:
      /data-testid="invite-counts"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</
        .exec(html)?.[1]
        ?.replaceAll("<!-- -->", "") ?? null,
    text: html.includes(`you both get ${REFERRAL_BONUS_DAYS} extra days of VIP`),
  };
};

describe("My account's invite card", () => {
  it("shows the personal invite link, the configured bonus days, and who joined and paid", async () => {
    await resetClock();
    const inviter = await signUp("198.51.100.31");
    const code = await inviteCodeOf(env.DB, await userIdOf(inviter), Date.now());
    const friend = await signUp("198.51.100.32");
    await buyAndPay(friend, { invite: code });
    const card = await cardOf(inviter);
    expect(card.link).toBe(`https://www.vpnmaster.com/?from=invite&uid=${code}`);
    expect(card.text).toBe(true);
    expect(card.counts).toBe("Friends who joined: 1 · Friends who paid: 1");
  });
});
