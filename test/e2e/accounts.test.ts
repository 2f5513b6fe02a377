import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_CALLS } from "../../src/api/contract/calls";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { CODE_DIGITS } from "../../src/catalog/verification-code";
import { DEV_SCRIPT_PATH } from "../../src/shared/recaptcha";
import { hydrated, mailedCodeFor, recaptchaResponse, secureAccount, submitSignIn } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

const FIRST_PASSWORD = "Harbour!Lights9";
const SECOND_PASSWORD = "Quiet#River22";
const THIRD_PASSWORD = "Amber$Field31";

/** The token must never be readable by page scripts (it lives in an HttpOnly cookie only). */
async function expectTokenHidden(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE.name);
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_COOKIE.name);
  if (cookie) expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.value);
}

async function confirmDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByRole("button", { name, exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("accounts", () => {
  it("sign up, secure the account, manage devices and IP, change password, sign out and in, reset", async () => {
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    const email = `journey-${Date.now()}@example.com`;

    // Anonymous signup (recaptcha v3) lands on the account page.
    await page.goto(`${baseUrl()}/login`);
    await hydrated(page, "LoginForm");
    await page.getByRole("button", { name: "Create a free account" }).click();
    await page.waitForURL(/\/myaccount$/);
    await hydrated(page, "MyAccount");
    await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe("Not added yet");
    await expectTokenHidden(page, context);

    // Set e-mail and password.
    const secure = page.getByRole("region", { name: "Keep your account" });
    await secure.getByLabel("E-mail address").fill(email);
    await secure.getByLabel("Password").fill("short");
    await expect.poll(() => secure.locator(".rules li[data-met=true]").count()).toBe(2);
    await secure.getByLabel("Password").fill(FIRST_PASSWORD);
    await expect.poll(() => secure.locator(".rules li[data-met=false]").count()).toBe(0);
    // A double click sends one code; the code from the mailbox proves the address.
    await secure.getByRole("button", { name: "Save e-mail and password" }).dblclick();
    await secure
      .getByText(`If ${email} can be used, a ${CODE_DIGITS}-digit code is on its way there.`)
      .waitFor();
    await secure.getByLabel("Code from the e-mail").fill(await mailedCodeFor(page, baseUrl(), email));
    await secure.getByRole("button", { name: "Confirm and save" }).click();
    await page.waitForLoadState("load");
    await hydrated(page, "MyAccount");
    await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe(email);
    expect(await page.textContent("[data-testid=profile-password]")).toBe("Set");

    // A VPN app registers a device (the documented app-facing call); the page lists and unbinds it.
    const registered = await page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          app_type: 1,
          device_user_id: "ios-e2e",
          device_name: "Mia's iPhone",
          os_name: "iOS 18",
        }),
      });
      return response.status;
    }, ACCOUNT_CALLS.deviceRegister.path);
    expect(registered).toBe(200);
    await page.reload();
    await hydrated(page, "MyAccount");
    const devices = page.getByTestId("devices");
    await expect.poll(() => devices.textContent()).toContain("iOS_Master");
    await page.getByRole("button", { name: "Unbind Mia's iPhone" }).click();
    await confirmDialog(page, "Unbind");
    await expect.poll(() => page.textContent(".toast")).toBe("Mia's iPhone has been unbound.");
    await expect.poll(() => page.getByTestId("devices").count()).toBe(0);

    // Bind an IP address (validated as typed), then remove it.
    const ipCard = page.getByRole("region", { name: "Bound IP address" });
    await ipCard.getByLabel("IP address").fill("203.0.113.300");
    await ipCard.getByLabel("IP address").blur();
    await expect.poll(() => ipCard.locator(".field__error").textContent()).toContain("IPv4 or IPv6");
    await ipCard.getByLabel("IP address").fill("2001:db8::7");
    await ipCard.getByRole("button", { name: "Bind IP address" }).click();
    await expect.poll(() => page.textContent("[data-testid=bound-ip]")).toBe("2001:db8::7");
    await ipCard.getByRole("button", { name: "Remove" }).click();
    await confirmDialog(page, "Remove");
    await expect.poll(() => page.textContent("[data-testid=bound-ip]")).toBe("None");

    // Change the password.
    const passwordCard = page.getByRole("region", { name: "Change password" });
    await passwordCard.getByLabel("Current password").fill(FIRST_PASSWORD);
    await passwordCard.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
    await passwordCard.getByLabel("Repeat the new password").fill(SECOND_PASSWORD);
    await passwordCard.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.textContent(".toast")).toContain("Your password has been changed");
    await expectTokenHidden(page, context);

    // Sign out, then sign in again: back to the account page.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    expect((await context.cookies()).some((c) => c.name === TOKEN_COOKIE.name)).toBe(false);
    await page.goto(`${baseUrl()}/myaccount`);
    await page.waitForURL(/\/login\?redirect=/);
    await submitSignIn(page, email, FIRST_PASSWORD);
    await expect.poll(() => page.locator(".form__error").textContent()).toContain("do not match");
    await page.getByLabel("Password").fill(SECOND_PASSWORD);
    await page.getByLabel(/not a robot/).check();
    await expect.poll(() => page.evaluate(recaptchaResponse)).not.toBe("");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/myaccount$/);
    await hydrated(page, "MyAccount");
    await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe(email);
    await expectTokenHidden(page, context);

    // Forgot password: the code comes from the sandbox outbox.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await hydrated(page, "ForgotPassword");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel(`${CODE_DIGITS}-digit code`).waitFor();
    await page.getByLabel(`${CODE_DIGITS}-digit code`).fill(await mailedCodeFor(page, baseUrl(), email));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/resetpassword$/);
    await hydrated(page, "ResetPassword");
    await page.getByLabel("New password", { exact: true }).fill(THIRD_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(THIRD_PASSWORD);
    await page.getByRole("button", { name: "Save my new password" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login/);
    await submitSignIn(page, email, THIRD_PASSWORD);
    await page.waitForURL(/\/myaccount$/);
    await expectTokenHidden(page, context);
    await context.close();
  });

  it("prompts a visitor whose session was ended elsewhere, and signs them in again on confirm", async () => {
    const email = `ended-${Date.now()}@example.com`;
    const first = await withConsentGiven(await browser().newContext());
    const a = await first.newPage();
    await a.goto(`${baseUrl()}/login`);
    await hydrated(a, "LoginForm");
    await a.getByRole("button", { name: "Create a free account" }).click();
    await a.waitForURL(/\/myaccount$/);
    await hydrated(a, "MyAccount");
    await secureAccount(a, baseUrl(), email, FIRST_PASSWORD);

    // A second browser signs in to the same account.
    const second = await withConsentGiven(await browser().newContext());
    const b = await second.newPage();
    await b.goto(`${baseUrl()}/login`);
    await submitSignIn(b, email, FIRST_PASSWORD);
    await b.waitForURL(/\/myaccount$/);
    await hydrated(b, "MyAccount");

    // The first changes the password and ends every other session.
    const card = a.getByRole("region", { name: "Change password" });
    await card.getByLabel("Current password").fill(FIRST_PASSWORD);
    await card.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
    await card.getByLabel("Repeat the new password").fill(SECOND_PASSWORD);
    await card.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => a.textContent(".toast")).toContain("other devices have been signed out");

    // The second's next call answers 50012: the spec's prompt; confirming reloads to sign in.
    const ipCard = b.getByRole("region", { name: "Bound IP address" });
    await ipCard.getByLabel("IP address").fill("203.0.113.8");
    await ipCard.getByRole("button", { name: "Bind IP address" }).click();
    const prompt = b.getByRole("dialog");
    await expect
      .poll(() => prompt.textContent())
      .toContain("You have been logged out, you can cancel to stay on this page, or log in again");
    await prompt.getByRole("button", { name: "Log in again" }).click();
    await b.waitForURL(/\/login\?redirect=/);
    await first.close();
    await second.close();
  });

  it("requests the recaptcha script only on the page that needs it", async () => {
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${baseUrl()}/login`);
    await hydrated(page, "LoginForm");
    await expect.poll(() => scripts.includes(DEV_SCRIPT_PATH)).toBe(true);
    await page.getByRole("button", { name: "Create a free account" }).click();
    await page.waitForURL(/\/myaccount$/);
    scripts.length = 0;
    await page.reload();
    await hydrated(page, "MyAccount");
    expect(scripts).not.toContain(DEV_SCRIPT_PATH);
    await context.close();
  });

  it("keeps a confirm box open when its action fails, and closes it on cancel", async () => {
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await hydrated(page, "LoginForm");
    await page.getByRole("button", { name: "Create a free account" }).click();
    await page.waitForURL(/\/myaccount$/);
    const post = (path: string, body: object) =>
      page.evaluate(
        async ([p, b]) =>
          (
            await fetch(p, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(b),
            })
          ).status,
        [path, body] as const,
      );
    const device = {
      app_type: 101,
      device_user_id: "tablet-1",
      device_name: "Tablet",
      os_name: "Android 15",
    };
    expect(await post(ACCOUNT_CALLS.deviceRegister.path, device)).toBe(200);
    await page.reload();
    await hydrated(page, "MyAccount");
    // The device goes away elsewhere, so unbinding it from this page fails.
    expect(
      await post(ACCOUNT_CALLS.deviceUnbind.path, { unbind_app_type: 101, unbind_user_id: "tablet-1" }),
    ).toBe(200);
    await page.getByRole("button", { name: "Unbind Tablet" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Unbind", exact: true }).click();
    await expect
      .poll(() => page.textContent(".toast"))
      .toBe("This device is no longer linked to your account.");
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus returns to the button that opened the box.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Unbind Tablet",
    );
    await context.close();
  });
});
