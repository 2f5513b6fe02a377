import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arBilling from "../../locales/ar/billing.json";
import arMyAccount from "../../locales/ar/myaccount.json";
import enBilling from "../../locales/en/billing.json";
import enMyAccount from "../../locales/en/myaccount.json";
import jaBilling from "../../locales/ja/billing.json";
import jaMyAccount from "../../locales/ja/myaccount.json";
import { anonymousSignup } from "../../src/api/contract/account";
import { recaptchaAction, wirePath } from "../../src/api/contract/endpoint";
import { PURCHASE_ENDPOINTS } from "../../src/api/contract/payment";
import { SANDBOX_CLOCK_PATH } from "../../src/backend/billing/sandbox-paths";
import { CONSENT_COOKIE, TOKEN_COOKIE } from "../../src/catalog/cookies";
import { OUTBOX_PATH } from "../../src/dev/paths";
import { localizedPath } from "../../src/i18n/locale-path";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { DEV_TOKEN_PATH } from "../../src/shared/recaptcha";
import { type DevServer, startBuiltSite } from "../support/built-site";
import { browserPerFile } from "./browser";

/**
 * Issue 19's whole journey, in a real browser on the built bundle, in English, Arabic and
 * Japanese: buy a year → My account shows what was paid, the next charge and renewal on → the
 * receipt is mailed and has its page → 358 days later the reminder arrives with its stop link →
 * one click turns renewal off → nothing is charged on day 365 and the plan ends → buy again →
 * refund within the money-back period → refunded, VIP gone, and the history tells all of it.
 * Each language gets its own site: the sandbox clock moves the whole deployment.
 */
const browser = browserPerFile();
const LANGUAGES = ["en", "ar", "ja"] as const;
const MESSAGES = {
  en: { billing: enBilling, myaccount: enMyAccount },
  ar: { billing: arBilling, myaccount: arMyAccount },
  ja: { billing: jaBilling, myaccount: jaMyAccount },
};

/** The longest run of a message without a placeholder: what a page shows of it whatever fills it. */
const longestLiteral = (raw: string) =>
  raw
    .split(/\{\{\w+\}\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? raw;

/** A message of the language as written, placeholders and all. */
function rawMessage(code: (typeof LANGUAGES)[number], key: string): string {
  let node: unknown = MESSAGES[code];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`no message ${code}:${key}`);
  return node;
}

/** A message of the language, as the page writes it (`{{name}}` filled in). */
function messageOf(
  code: (typeof LANGUAGES)[number],
  key: string,
  params: Record<string, string> = {},
): string {
  return rawMessage(code, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
}

describe.each(LANGUAGES)("the billing lifecycle in %s", (code) => {
  let site: DevServer;
  beforeAll(async () => {
    site = await startBuiltSite(`.wrangler/e2e-lifecycle-${code}`);
  }, 60_000);
  afterAll(() => site.stop());

  const url = (path: string) => site.baseUrl + path;
  const local = (path: string) => localizedPath(code, path);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(url(path), {
      method: "POST",
      headers: {
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        ...(token ? { Cookie: `${TOKEN_COOKIE.name}=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  async function newAccount(): Promise<string> {
    const stand = await post(DEV_TOKEN_PATH, {
      version: "v3",
      action: recaptchaAction(anonymousSignup.path),
    });
    const { token: recasign } = (await stand.json()) as { token: string };
    const signup = await post(wirePath(anonymousSignup), { recasign });
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`)) ?? "";
    return decodeURIComponent(cookie.slice(TOKEN_COOKIE.name.length + 1).split(";")[0] ?? "");
  }

  /** Buys the yearly plan with the receipt address, and pays on the sandbox's hosted page. */
  async function buyYearly(
    page: Page,
    token: string,
    email: string,
    declineRenewals = false,
  ): Promise<string> {
    const ps = PURCHASE_ENDPOINTS.ps;
    if (!ps) throw new Error("ps has a purchase call");
    const body = {
      plan_id: 12,
      email,
      return_path: local("/paystatus"),
      idempotency_key: crypto.randomUUID().replaceAll("-", ""),
    };
    const bought = (await (await post(wirePath(ps), body, token)).json()) as {
      data: { redirect_url: string; order_id: string };
    };
    await page.goto(new URL(bought.data.redirect_url, site.baseUrl).href);
    if (declineRenewals) await page.locator('input[name="decline_renewals"]').check();
    await page.locator('button[name="outcome"][value="paid"]').click();
    await page.waitForURL(/\/paysuc\?/);
    return bought.data.order_id;
  }

  async function advanceDays(days: number) {
    const answer = await post(SANDBOX_CLOCK_PATH, { advance_days: days });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { renewed: number; failed: number; expired: number; reminded: number };
  }

  async function mailsTo(page: Page, address: string) {
    await page.goto(url(OUTBOX_PATH));
    return page.locator("article.outbox-mail").filter({ hasText: address }).allTextContents();
  }

  async function subscriptionStatus(page: Page) {
    await page.goto(url(local("/myaccount")));
    await page.waitForSelector('[data-island="MyAccount"][data-hydrated="true"]');
    return page.getByTestId("subscription").first().getAttribute("data-status");
  }

  /** A new account signed in, in a browser that has made its cookie choice. */
  async function signedInBuyer() {
    const token = await newAccount();
    const context = await browser().newContext();
    await context.addCookies([
      { name: TOKEN_COOKIE.name, value: token, url: site.baseUrl },
      { name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: site.baseUrl },
    ]);
    return { token, context, page: await context.newPage() };
  }

  it("buy, receipt, reminder, one-click stop, no charge, expiry, buy again, refund", async () => {
    const t = (key: string) => messageOf(code, key, {});
    const email = `lifecycle-${code}-${Date.now()}@example.com`;
    const { token, context, page } = await signedInBuyer();

    // Buy a year; My account shows the amount, the next charge and renewal on.
    const first = await buyYearly(page, token, email);
    expect(await subscriptionStatus(page)).toBe("active");
    const item = page.getByTestId("subscription").first();
    expect(await item.getByTestId("subscription-amount").textContent()).toMatch(/\d/);
    expect(await item.getByTestId("subscription-next").textContent()).toMatch(/\d/);
    expect(await item.getByTestId("renewal-switch").getByRole("button").textContent()).toBe(
      t("myaccount.subscriptions.turnOff"),
    );

    // The receipt: mailed (in the buyer's language, with its page's link) and on its page.
    const paid = (await item.getByTestId("subscription-amount").textContent()) ?? "";
    const receiptPath = local(`/myaccount/receipt/${first}`);
    const receiptMail = (await mailsTo(page, email)).find((text) => text.includes(receiptPath));
    expect(receiptMail).toContain(longestLiteral(rawMessage(code, "billing.receipt.intro")));
    const receipt = await page.goto(url(receiptPath));
    expect(receipt?.status()).toBe(200);
    const digits = (text: string | null) => (text ?? "").replace(/[^\p{Nd}]/gu, "");
    expect(digits(await page.getByTestId("receipt-amount").textContent())).toBe(digits(paid));
    expect(await page.getByTestId("receipt-buyer").textContent()).toBe(email);

    // 358 days on: the reminder, in the buyer's language, with its one-click stop link.
    expect((await advanceDays(358)).reminded).toBe(1);
    const reminder = (await mailsTo(page, email)).find((text) => text.includes("/billing/renewal-off?"));
    expect(reminder).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/billing\/renewal-off\?\S+/.exec(reminder ?? "")?.[0] ?? "");
    await page.goto(url(link.pathname + link.search));
    await page.getByRole("button", { name: t("billing.stop.confirm") }).click();
    await page
      .getByText(longestLiteral(rawMessage(code, "billing.stop.done")))
      .first()
      .waitFor();
    expect(await subscriptionStatus(page)).toBe("renewal_off");

    // Day 365 passes: no charge, the plan ends.
    const end = await advanceDays(8);
    expect(end.renewed).toBe(0);
    expect(await subscriptionStatus(page)).toBe("expired");

    // Buy again and take the money back within the guarantee.
    const second = await buyYearly(page, token, email);
    expect(second).not.toBe(first);
    expect(await subscriptionStatus(page)).toBe("active");
    await page
      .getByTestId("subscription")
      .first()
      .getByRole("button", { name: t("myaccount.subscriptions.refund") })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("myaccount.subscriptions.refundConfirm") })
      .click();
    await page.waitForURL(/billing=refunded/);
    await page.waitForSelector('[data-island="MyAccount"][data-hydrated="true"]');
    expect(await page.getByTestId("subscription").first().getAttribute("data-status")).toBe("refunded");
    const history = page.getByTestId("billing-history").locator("li");
    expect(
      await history.evaluateAll((rows) =>
        rows.map((r) => `${r.getAttribute("data-kind")}:${r.getAttribute("data-status")}`),
      ),
    ).toEqual(["first:refunded", "first:paid"]);
    const profile = await page.evaluate(
      async () =>
        (await (await fetch("/api/mms/account/v1/web/profile")).json()) as {
          data: { vip: { remain_time: number } };
        },
    );
    expect(profile.data.vip.remain_time).toBe(0);
    await context.close();
  }, 240_000);

  it("a declined renewal goes past due, My account shows how to fix it, and a card that works recovers it", async () => {
    const email = `past-due-${code}-${Date.now()}@example.com`;
    const { token, context, page } = await signedInBuyer();
    await buyYearly(page, token, email, true);
    expect((await advanceDays(366)).failed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionStatus(page)).toBe("past_due");
    const item = page.getByTestId("subscription").first();
    await item.getByRole("link", { name: messageOf(code, "myaccount.subscriptions.fixPayment") }).click();
    await page.locator('input[name="card"][value="works"]').check();
    await page.locator('form[action*="/sandbox/payment-method/"] button').click();
    await page
      .getByText(longestLiteral(rawMessage(code, "billing.fix.paid")))
      .first()
      .waitFor();
    expect(await subscriptionStatus(page)).toBe("active");
    await context.close();
  }, 120_000);
});
