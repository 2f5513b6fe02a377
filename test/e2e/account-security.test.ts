import { Secret, TOTP } from "otpauth";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccountFromLogin, hydrated, secureAccount } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();
const PASSWORD = "Harbour!Lights9";
/** Its own address: sign-ups are limited per IP, and other files sign up too. */
const VISITOR = { "CF-Connecting-IP": "203.0.113.61", "CF-IPCountry": "DE" };

const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const recaptchaResponse = () =>
  (window as unknown as { grecaptcha?: { getResponse(id: number): string } }).grecaptcha?.getResponse(0) ??
  "";

const contextWith = async (headers: Record<string, string>, width = 1440): Promise<BrowserContext> =>
  withConsentGiven(
    await browser().newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: headers }),
  );

describe("account security", () => {
  it("TOTP sign-in from a second browser, then My account lists both sessions and ends the other", async () => {
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
    await hydrated(other, "LoginForm");
    await other.getByLabel("E-mail address").fill(email);
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByLabel(/not a robot/).check();
    await expect.poll(() => other.evaluate(recaptchaResponse)).not.toBe("");
    await other.getByRole("button", { name: "Sign in", exact: true }).click();
    await other.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    expect(other.url()).toMatch(/\/login/);
    await other.getByLabel("Code from your authenticator app").fill(codeOf(secret, 1));
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
    await first.close();
    await second.close();
  }, 90_000);
});
