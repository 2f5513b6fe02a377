import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, setPasswordOf, signUp } from "../../../test/support/api";
import {
  advanceClock,
  buyAndPay,
  mailLinkIn,
  outboxTo,
  resetClock,
  submitLink,
} from "../../../test/support/billing";
import { profile } from "../../api/contract/account";

const tag = () => crypto.randomUUID().slice(0, 8);

async function profileEmail(token: string) {
  const answer = await json<{ data: { email: string | null } }>(await callApi(profile, { token }));
  return answer.data.email;
}

const confirmLinkIn = (body: string) => mailLinkIn(body, "/billing/confirm-email");
const confirm = submitLink;

beforeEach(resetClock);

describe("the e-mail typed at checkout", () => {
  it("becomes the account's e-mail, lower-cased, once the first receipt's link is confirmed", async () => {
    const token = await signUp();
    const typed = `Buyer-${tag()}@Example.com`;
    const canonical = typed.toLowerCase();
    await buyAndPay(token, { planId: 1, email: typed });
    const [receipt] = await outboxTo(typed, "receipt");
    const link = confirmLinkIn(receipt?.body ?? "");
    expect(link.searchParams.get("m")).toBe(canonical);

    // Opening the link (as a mail scanner would) only asks.
    const asked = await SELF.fetch(link);
    expect(await asked.text()).toContain(`Make ${canonical} the e-mail address`);
    expect(await profileEmail(token)).toBeNull();

    expect(await (await confirm(link)).text()).toContain(`Done: ${canonical} is now your account`);
    expect(await profileEmail(token)).toBe(canonical);
    // Replayed: the same answer, nothing else changes.
    expect(await (await confirm(link)).text()).toContain(`Done: ${canonical} is now your account`);

    // From now on receipts go to the account's address and ask nothing more.
    await advanceClock(31);
    const renewal = (await outboxTo(canonical, "receipt")).at(-1);
    expect(renewal?.body).toContain("Charge: Renewal");
    expect(renewal?.body).not.toContain("/billing/confirm-email");
  });

  it("stays the receipt address only when another account owns it, and the page says so", async () => {
    const owned = `owned-${tag()}@example.com`;
    await setPasswordOf(await signUp("198.51.100.20"), owned, "Correct-horse-9");
    const token = await signUp();
    await buyAndPay(token, { planId: 1, email: owned });
    const link = confirmLinkIn((await outboxTo(owned, "receipt"))[0]?.body ?? "");
    const page = await (await confirm(link)).text();
    expect(page).toContain("already belongs to another VPN Master account");
    expect(await profileEmail(token)).toBeNull();
    // Receipts of this purchase still go there.
    await advanceClock(31);
    expect(await outboxTo(owned, "receipt")).toHaveLength(2);
  });

  it("is not used when the account has its own e-mail: receipts go to the account's", async () => {
    const own = `own-${tag()}@example.com`;
    const typed = `typed-${tag()}@example.com`;
    const token = await setPasswordOf(await signUp(), own, "Correct-horse-9");
    await buyAndPay(token, { planId: 1, email: typed });
    expect(await outboxTo(typed)).toEqual([]);
    const [receipt] = await outboxTo(own, "receipt");
    expect(receipt?.body).not.toContain("/billing/confirm-email");
  });

  it("a tampered link changes nothing", async () => {
    const token = await signUp();
    const typed = `tamper-${tag()}@example.com`;
    await buyAndPay(token, { planId: 1, email: typed });
    const link = confirmLinkIn((await outboxTo(typed, "receipt"))[0]?.body ?? "");
    link.searchParams.set("m", `evil-${tag()}@example.com`);
    expect(await (await confirm(link)).text()).toContain("This link can no longer be used");
    expect(await profileEmail(token)).toBeNull();
  });
});
