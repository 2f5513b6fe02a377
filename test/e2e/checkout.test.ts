import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../support/page-scripts";
import { mailedCodeFor } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

/**
 * The revenue path in a real browser: a visitor from Great Britain sees pounds, buys through a
 * sandbox provider, lands on the thank-you page, secures the new account, and has VIP time; a
 * second visitor's payment fails and they retry with another provider.
 */
const browser = browserPerFile();

async function visitorFromGb(): Promise<Page> {
  const context = await withConsentGiven(
    await browser().newContext({ extraHTTPHeaders: { "CF-IPCountry": "GB" } }),
  );
  return context.newPage();
}

async function profileOf(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch("/api/mms/account/v1/web/profile");
    return (await response.json()) as { data: { email: string | null; vip: { remain_time: number } } };
  });
}

describe("checkout journeys", () => {
  it("GB visitor: pounds on /pricing → sandbox payment → /paysuc → e-mail and password → VIP time", async () => {
    const page = await visitorFromGb();
    await page.goto(`${baseUrl()}/pricing`);
    const monthly = await page.textContent("[data-testid=plan-12-monthly]");
    expect(monthly).toContain("£");
    // A content page: no program but instant navigation (JSON-LD and speculation rules are data).
    expect(programsIn(await page.content())).toEqual(ONLY_INSTANT_NAVIGATION);

    await page.locator('a[href="/pricing/checkout/12"]').click();
    await page.waitForSelector('[data-island="Checkout"][data-hydrated="true"]');
    expect(await page.textContent("[data-testid=charged-today]")).toContain("GBP");
    expect(await page.textContent("[data-testid=renewal-terms]")).toMatch(/renews at £/);
    await page.getByLabel("Paddle").check();
    await page.getByRole("button", { name: /^Pay £.* with Paddle$/ }).click();

    await page.waitForURL(/\/sandbox\/checkout\/ord_/);
    expect(await page.textContent("[data-testid=sandbox-amount]")).toContain("£");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await page.waitForURL(/\/paysuc\?/);
    expect(await page.textContent("[data-testid=paid-plan]")).toBe("1 year");
    expect(await page.textContent("[data-testid=vip-until]")).toMatch(/VIP active until/);
    const email = `buyer-${Date.now()}@example.com`;
    await page.waitForSelector('[data-island="SetPassword"][data-hydrated="true"]');
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Secure-pass1");
    await page.getByRole("button", { name: "Save e-mail and password" }).click();
    const codeField = page.getByLabel("Code from the e-mail");
    await codeField.waitFor();
    await codeField.fill(await mailedCodeFor(page, baseUrl(), email));
    await page.getByRole("button", { name: "Confirm and save" }).click();
    await page.getByText("You can now sign in").waitFor();

    const me = await profileOf(page);
    expect(me.data.email).toBe(email);
    expect(me.data.vip.remain_time).toBeGreaterThan(364 * 86400);
    const account = await page.goto(`${baseUrl()}/myaccount`);
    expect(account?.status()).toBe(200);
    // The account page shows the year of VIP time just bought.
    await page
      .getByText(/\b36[45] days\b.*left/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it("a failed payment offers a retry, and another provider succeeds", async () => {
    const page = await visitorFromGb();
    await page.goto(`${baseUrl()}/pricing/checkout`);
    await page.waitForSelector('[data-island="Checkout"][data-hydrated="true"]');
    // No id: the recommended plan is preselected.
    expect(await page.getByLabel("2 years").isChecked()).toBe(true);
    // Great Britain's local method (Klarna, through Stripe) comes first and is preselected.
    expect(await page.getByLabel("Klarna").isChecked()).toBe(true);
    await page.getByRole("button", { name: /^Pay £.* with Klarna$/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\/ord_/);
    await page.getByRole("button", { name: "Decline the payment" }).click();

    await page.waitForURL(/\/paystatus\?/);
    await page.getByText("The payment did not go through").waitFor();
    // The failure is the page's one heading: no "checking" left above it.
    expect(await page.locator("h1").allTextContents()).toEqual(["The payment did not go through"]);
    expect(await page.getByText("Checking").count()).toBe(0);
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForSelector('[data-island="Checkout"][data-hydrated="true"]');
    expect(page.url()).toContain("/pricing/checkout/24");
    // The failed provider's methods are no longer the preselected ones.
    expect(await page.getByLabel("Klarna").isChecked()).toBe(false);
    expect(await page.getByLabel("PayPal").isChecked()).toBe(true);
    await page.getByRole("button", { name: /with PayPal$/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\/ord_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/\/paysuc\?/);
    expect(await page.textContent("[data-testid=paid-plan]")).toBe("2 years");
    expect((await profileOf(page)).data.vip.remain_time).toBeGreaterThan(729 * 86400);
    await page.context().close();
  });

  it("a visitor in China pays with Alipay, a one-off method, in Polish; My account then offers the next period, not a renewal switch", async () => {
    const context = await withConsentGiven(
      await browser().newContext({
        extraHTTPHeaders: { "CF-IPCountry": "CN", "CF-Connecting-IP": "203.0.113.143" },
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pl/pricing/checkout/12`);
    await page.waitForSelector('[data-island="Checkout"][data-hydrated="true"]');
    const methods = page.locator('input[name="method"]');
    expect(await methods.first().getAttribute("value")).toBe("alipay");
    expect(await page.locator('input[name="method"][value="alipay"]').isChecked()).toBe(true);
    await page.getByText("Odnawiasz samodzielnie – przypomnimy Ci o tym").first().waitFor();
    await page.getByRole("button", { name: /Alipay$/ }).click();

    await page.waitForURL(/\/sandbox\/checkout\/ord_.*\?method=alipay/);
    expect(await page.textContent("[data-testid=sandbox-method]")).toBe("Metoda płatności: Alipay");
    await page.getByRole("button", { name: "Zapłać", exact: true }).click();
    await page.waitForURL(/\/paysuc\?/);

    await page.goto(`${baseUrl()}/pl/myaccount`);
    const notice = page.locator("[data-testid=manual-renewal]");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Alipay");
    expect(await notice.locator("a").getAttribute("href")).toBe("/pl/pricing/checkout/12");
    expect(await page.locator("[data-testid=renewal-switch]").count()).toBe(0);
    await context.close();
  });
});
