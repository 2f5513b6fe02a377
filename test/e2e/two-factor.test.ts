import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import {
  createAccountFromLogin,
  fitsThePhone,
  hydrated,
  PHONE_WIDTH,
  secureAccount,
  submitSignIn,
} from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();
const PASSWORD = "Harbour!Lights9";

/** What an authenticator app shows now, or `steps` 30-second steps later. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe("two-factor sign-in", () => {
  it("sign up, set a password, turn on TOTP; then the password alone does not sign in and the code does", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: PHONE_WIDTH, height: 844 } }),
    );
    const page = await context.newPage();
    const email = `totp-${Date.now()}@example.com`;
    const hasSession = async () => (await context.cookies()).some((c) => c.name === TOKEN_COOKIE.name);

    // Sign up and give the account its e-mail and password.
    await createAccountFromLogin(page, baseUrl());
    await secureAccount(page, baseUrl(), email, PASSWORD);

    // Set up: the server's QR code and the key as text; the app's code turns it on.
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = card.getByRole("img", { name: /QR code/ });
    await qr.waitFor();
    // It loads under the site's CSP (a data: image, no inline style).
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const secret = ((await card.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await fitsThePhone(card)).toBe(true);
    const setupField = card.getByLabel("Code from your authenticator app");
    expect(await setupField.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await setupField.getAttribute("inputmode")).toBe("numeric");
    await setupField.fill(codeOf(secret));
    await card.getByRole("button", { name: "Turn on" }).click();
    const codes = card.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    expect(await codes.first().textContent()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await fitsThePhone(card)).toBe(true);
    await card.getByRole("button", { name: "I have saved my codes" }).click();
    await expect.poll(() => card.locator(".facts").textContent()).toContain("Recovery codes left10");

    // Sign out; the right password alone now leads to the second step, not into the account.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    expect(page.url()).toMatch(/\/login/);
    expect(await hasSession()).toBe(false);
    expect(await fitsThePhone(page.locator(".auth__card"))).toBe(true);

    // A wrong code is refused with a message read out; the right one signs in.
    const codeField = page.getByLabel("Code from your authenticator app");
    // One step ahead (still in the window): the step that turned 2FA on never counts again.
    const right = codeOf(secret, 1);
    await codeField.fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("not right");
    expect(await hasSession()).toBe(false);
    await codeField.fill(right);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(/\/myaccount$/);
    await hydrated(page, "MyAccount");
    expect(await hasSession()).toBe(true);
    await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe(email);
    await expect
      .poll(() => page.getByRole("region", { name: "Two-factor sign-in" }).locator(".facts").textContent())
      .toContain("On");
    await context.close();
    // A long journey on a shared machine: more than the project's 30 s.
  }, 90_000);
});
