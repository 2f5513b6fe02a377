import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccountFromLogin, hydrated, secureAccount, submitSignIn } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();
const PASSWORD = "Harbour!Lights9";
/** Its own address: sign-ups are limited per IP, and other files sign up too. */
const VISITOR = { "CF-Connecting-IP": "203.0.113.61", "CF-IPCountry": "DE" };

const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
const codeOf = (secret: string, steps = 0) => codeAt(secret, stepNow() + steps);

/**
 * A code the server still accepts after the code of `usedStep`: a step's code never counts twice,
 * and only the steps next to now count, so this may wait for the clock (at most one step).
 */
async function codeAfter(secret: string, usedStep: number): Promise<string> {
  while (stepNow() < usedStep) await new Promise((resolve) => setTimeout(resolve, 500));
  return codeAt(secret, usedStep + 1);
}

const contextWith = async (headers: Record<string, string>, width = 1440): Promise<BrowserContext> =>
  withConsentGiven(
    await browser().newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: headers }),
  );

describe("account security", () => {
  it("TOTP sign-in from a second browser, My account ends that session, exports the data and deletes the account", async () => {
    const email = `security-${Date.now()}@example.com`;
    const first = await contextWith(VISITOR);
    const page = await first.newPage();

    // Sign up, secure the account, turn on TOTP.
    await createAccountFromLogin(page, baseUrl());
    await secureAccount(page, baseUrl(), email, PASSWORD);
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await card.getByTestId("totp-secret").waitFor();
    const secret = ((await card.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    await card.getByLabel("Code from your authenticator app").fill(codeOf(secret));
    await card.getByRole("button", { name: "Turn on" }).click();
    await card.getByRole("button", { name: "I have saved my codes" }).click();

    // A second browser (another country): the password alone does not sign in, the TOTP does.
    const second = await contextWith({ ...VISITOR, "CF-IPCountry": "FR" }, 390);
    const other = await second.newPage();
    await other.goto(`${baseUrl()}/login`);
    await submitSignIn(other, email, PASSWORD);
    await other.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    expect(other.url()).toMatch(/\/login/);
    // One step ahead: the step that turned 2FA on never counts again.
    const signInStep = stepNow() + 1;
    await other.getByLabel("Code from your authenticator app").fill(codeAt(secret, signInStep));
    await other.getByRole("button", { name: "Verify and sign in" }).click();
    await other.waitForURL(/\/myaccount$/);
    await other.getByTestId("profile-email").waitFor();

    // The first browser sees both sessions and signs the other out, after confirming.
    await page.reload();
    await hydrated(page, "MyAccount");
    const sessions = page.getByRole("region", { name: "Where you’re signed in" });
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(2);
    await expect.poll(() => sessions.getByRole("listitem").first().textContent()).toContain("This device");
    expect(await sessions.getByRole("listitem").nth(1).textContent()).toContain("France");
    await sessions.getByRole("button", { name: /^Sign out .+ on / }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => sessions.getByRole("listitem").count()).toBe(1);

    // The other browser's session is refused: its next page asks it to sign in again.
    await other.goto(`${baseUrl()}/myaccount`);
    await other.waitForURL(/\/login/);
    await second.close();

    // Export: the file the server names, with the account's address and none of its secrets.
    const dataCard = page.getByRole("region", { name: "Your data" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dataCard.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vpn-master-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await readFile(await download.path(), "utf8");
    const data = JSON.parse(exported) as { account: { email: string } };
    expect(data.account.email).toBe(email);
    expect(exported).not.toContain(secret);
    expect(exported).not.toMatch(/password_hash|token_hash|code_hash|pbkdf2-sha256/);

    // Delete: password and a fresh code, then the dialog that says what goes and what stays.
    const deletion = page.getByRole("region", { name: "Delete account" });
    await deletion.getByLabel("Current password").fill(PASSWORD);
    await deletion.getByLabel("Code from your authenticator app").fill(await codeAfter(secret, signInStep));
    await deletion.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // The old session is gone, and the same e-mail and password no longer sign in.
    await page.goto(`${baseUrl()}/myaccount`);
    await page.waitForURL(/\/login/);
    await submitSignIn(page, email, PASSWORD);
    await expect
      .poll(() => page.locator(".form__error").textContent())
      .toBe("That e-mail address and password do not match an account.");
    expect(page.url()).toMatch(/\/login/);
    await first.close();
  }, 150_000);
});
