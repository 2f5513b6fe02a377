import { describe, expect, it } from "vitest";
import {
  createAccountFromLogin,
  fitsThePhone,
  hydrated,
  latestMailTo,
  PHONE_WIDTH,
  secureAccount,
} from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();
const PASSWORD = "Harbour!Lights9";
/** Its own address: sign-ups are limited per IP, and other files sign up too. */
const VISITOR = { "CF-Connecting-IP": "203.0.113.71" };

const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

describe("e-mail change", () => {
  it("on a phone: code from the new address, then the old address's undo link restores it and signs out", async () => {
    const stamp = Date.now();
    const oldEmail = `before-${stamp}@example.com`;
    const newEmail = `after-${stamp}@example.com`;
    const context = await withConsentGiven(
      await browser().newContext({
        viewport: { width: PHONE_WIDTH, height: 844 },
        extraHTTPHeaders: VISITOR,
      }),
    );
    const page = await context.newPage();
    await createAccountFromLogin(page, baseUrl());
    await secureAccount(page, baseUrl(), oldEmail, PASSWORD);

    // Password first; the code goes to the new address.
    const card = page.getByRole("region", { name: "E-mail address", exact: true });
    await card.getByLabel("New e-mail address").fill(newEmail);
    await card.getByLabel("Current password").fill(PASSWORD);
    expect(await fitsThePhone(card)).toBe(true);
    await card.getByRole("button", { name: "Send code" }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toContain(newEmail);
    expect(await fitsThePhone(card)).toBe(true);
    const code = sixDigits(await latestMailTo(context, baseUrl(), newEmail));
    expect(code).toMatch(/^\d{6}$/);
    await card.getByLabel("Code from the e-mail").fill(code);
    await card.getByRole("button", { name: "Change address" }).click();
    await expect.poll(() => page.textContent(".toast")).toContain(`Your e-mail address is now ${newEmail}`);
    await expect
      .poll(() => page.textContent("[data-testid=profile-email]"), { timeout: 10_000 })
      .toBe(newEmail);

    // The old address was told, with a link that undoes the change for 7 days.
    const notice = await latestMailTo(context, baseUrl(), oldEmail);
    expect(notice).toContain("was changed to");
    expect(notice).toContain("within 7 days");
    expect(notice).not.toContain(newEmail);
    const link = new URL(/https?:\/\/\S+/.exec(notice)?.[0] ?? "");
    expect(link.pathname).toBe("/account/email-undo");

    // Opening the link changes nothing yet: it only offers the button.
    const undo = await context.newPage();
    await undo.goto(`${baseUrl()}${link.pathname}${link.search}`);
    expect(await undo.textContent("main")).toContain(oldEmail);
    await page.reload();
    await hydrated(page, "MyAccount");
    await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe(newEmail);

    // Its button restores the old address and ends the session.
    await undo.getByRole("button", { name: "Undo the change" }).click();
    await expect
      .poll(() => undo.getByRole("status").textContent())
      .toContain(`Your account has the address ${oldEmail} again`);
    await page.goto(`${baseUrl()}/myaccount`);
    await page.waitForURL(/\/login/);
    await context.close();
  }, 90_000);

  it("without JavaScript: the same card works as two form posts and My account says it is done", async () => {
    const stamp = Date.now();
    const oldEmail = `nojs-${stamp}@example.com`;
    const newEmail = `nojs-new-${stamp}@example.com`;
    // Signing up needs the recaptcha script; the change itself is then made with scripts off.
    const scripted = await withConsentGiven(await browser().newContext({ extraHTTPHeaders: VISITOR }));
    const setup = await scripted.newPage();
    await createAccountFromLogin(setup, baseUrl());
    await secureAccount(setup, baseUrl(), oldEmail, PASSWORD);
    const context = await withConsentGiven(
      await browser().newContext({
        javaScriptEnabled: false,
        viewport: { width: PHONE_WIDTH, height: 844 },
        extraHTTPHeaders: VISITOR,
      }),
    );
    await context.addCookies(await scripted.cookies());
    await scripted.close();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/de/myaccount`);

    const card = page.getByRole("region", { name: "E-Mail-Adresse", exact: true });
    await card.getByLabel("Neue E-Mail-Adresse").fill(newEmail);
    await card.getByLabel("Aktuelles Passwort").fill(PASSWORD);
    await card.getByRole("button").click();
    await page.waitForURL(/\/de\/myaccount\?email-step=code$/);
    expect(await fitsThePhone(card)).toBe(true);
    const code = sixDigits(await latestMailTo(context, baseUrl(), newEmail));
    await card.getByRole("textbox").fill(code);
    await card.getByRole("button").click();
    await page.waitForURL(/\/de\/myaccount\?billing=email-changed$/);
    expect(await page.getByTestId("billing-notice").textContent()).toContain(newEmail);
    expect(await page.textContent("[data-testid=profile-email]")).toBe(newEmail);
    await context.close();
  }, 90_000);
});
