import { describe, expect, it } from "vitest";
import en from "../../locales/en/myaccount.json";
import { anonymousSignup } from "../../src/api/contract/account";
import { recaptchaAction, wirePath } from "../../src/api/contract/endpoint";
import { PURCHASE_ENDPOINTS } from "../../src/api/contract/payment";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { DEV_TOKEN_PATH } from "../../src/shared/recaptcha";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();
const PHONE_WIDTH = 390;
// A buyer of their own address: sign-ups are limited per address, and other files sign up too.
const json = {
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/json",
  "CF-Connecting-IP": "203.0.113.22",
};

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  const cookie: Record<string, string> = token ? { Cookie: `${TOKEN_COOKIE.name}=${token}` } : {};
  return fetch(baseUrl() + path, {
    method: "POST",
    headers: { ...json, ...cookie },
    body: JSON.stringify(body),
  });
}

/** A new account with a yearly plan paid on the sandbox page; returns its session token. */
async function yearlyBuyer(): Promise<string> {
  const stand = await post(DEV_TOKEN_PATH, { version: "v3", action: recaptchaAction(anonymousSignup.path) });
  const { token: recasign } = (await stand.json()) as { token: string };
  const signup = await post(wirePath(anonymousSignup), { recasign });
  const cookie = signup.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`)) ?? "";
  const token = decodeURIComponent(cookie.slice(TOKEN_COOKIE.name.length + 1).split(";")[0] ?? "");
  const ps = PURCHASE_ENDPOINTS.ps;
  if (!ps) throw new Error("ps has a purchase call");
  const body = { plan_id: 12, idempotency_key: crypto.randomUUID().replaceAll("-", "") };
  const bought = (await (await post(wirePath(ps), body, token)).json()) as { data: { redirect_url: string } };
  const page = new URL(bought.data.redirect_url, baseUrl());
  const paid = await fetch(page, {
    method: "POST",
    body: new URLSearchParams({ outcome: "paid" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: page.origin },
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  return token;
}

describe("My account's renewal switch on a phone", () => {
  it("turns renewal off behind the confirm dialog with JavaScript, and back on with a plain form post without", async () => {
    const token = await yearlyBuyer();
    for (const javaScriptEnabled of [true, false]) {
      const context = await withConsentGiven(
        await browser().newContext({ viewport: { width: PHONE_WIDTH, height: 844 }, javaScriptEnabled }),
      );
      await context.addCookies([{ name: TOKEN_COOKIE.name, value: token, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/myaccount`);
      // Nothing runs past the screen's edge (the signed-in header once did).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
      const item = page.getByTestId("subscription");
      if (javaScriptEnabled) {
        await page.waitForSelector('[data-island="MyAccount"][data-hydrated="true"]');
        await item.getByRole("button", { name: en.subscriptions.turnOff }).click();
        const dialog = page.getByRole("dialog");
        await expect.poll(() => dialog.textContent()).toContain("nothing more will be charged");
        await dialog.getByRole("button", { name: en.subscriptions.turnOff }).click();
        await expect.poll(() => item.getAttribute("data-status")).toBe("renewal_off");
      } else {
        expect(await item.getAttribute("data-status")).toBe("renewal_off");
        await item.getByRole("button", { name: en.subscriptions.turnOn }).click();
        await page.waitForURL(/billing=renewal-on/);
        expect(await page.getByTestId("billing-notice").textContent()).toBe(en.subscriptions.renewalOnDone);
        expect(await page.getByTestId("subscription").getAttribute("data-status")).toBe("active");
      }
      await context.close();
    }
  });
});
