import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, TOKEN_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { arrivesAt, createAccountFromLogin, fitsThePhone, hydrated, PHONE_WIDTH } from "./account-steps";
import { baseUrl, browserPerFile } from "./browser";

const browser = browserPerFile();

/**
 * Chromium refuses an IP address as a WebAuthn relying party, and the built site listens on
 * 127.0.0.1: the same server reached as `localhost` is a secure context with a valid rpID.
 */
const siteUrl = () => {
  const url = new URL(baseUrl());
  url.hostname = "localhost";
  return url.origin;
};

/** A visitor whose browser has a platform authenticator that verifies the user (CDP's virtual one). */
async function visitorWithAuthenticator(width: number, ip: string) {
  const context = await browser().newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: siteUrl() }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page };
}

describe("passkeys", () => {
  it("add a passkey in My account, sign out, and sign in with it alone", async () => {
    const { context, page } = await visitorWithAuthenticator(PHONE_WIDTH, "203.0.113.64");
    const hasSession = async () => (await context.cookies()).some((c) => c.name === TOKEN_COOKIE.name);

    await createAccountFromLogin(page, siteUrl());

    const card = page.getByRole("region", { name: "Passkeys" });
    await expect.poll(() => card.textContent()).toContain("You have no passkeys yet.");
    // An empty name is refused in words, before any browser prompt.
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expect.poll(() => card.textContent()).toContain("Give the passkey a name of 1 to 64 characters.");
    await card.getByLabel("Name for a new passkey").fill("Test phone");
    await card.getByRole("button", { name: "Add a passkey" }).click();
    const items = card.getByTestId("passkeys").getByRole("listitem");
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain("Test phone");
    expect(await items.first().textContent()).toContain("Not used yet");
    expect(await fitsThePhone(card)).toBe(true);

    // Rename with the keyboard: the field takes focus, Enter saves.
    await card.getByRole("button", { name: "Rename passkey Test phone" }).click();
    const field = card.getByLabel("New name");
    expect(await field.evaluate((e) => e === document.activeElement)).toBe(true);
    await field.fill("My phone");
    await field.press("Enter");
    await expect.poll(() => items.first().textContent()).toContain("My phone");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    expect(await hasSession()).toBe(false);

    await hydrated(page, "LoginForm");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await arrivesAt(page, /\/myaccount$/);
    expect(await hasSession()).toBe(true);
    await hydrated(page, "MyAccount");
    await expect
      .poll(() => page.getByRole("region", { name: "Passkeys" }).textContent())
      .toMatch(/My phone.*Last used/);
    await context.close();
  });

  it("hides the passkey buttons in a browser without WebAuthn", async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.62" } });
    await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.accept, url: siteUrl() }]);
    await context.addInitScript(() => {
      // As a browser that never had it.
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const page = await context.newPage();
    await page.goto(`${siteUrl()}/login`);
    await hydrated(page, "LoginForm");
    expect(await page.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign in", exact: true }).count()).toBe(1);
    await context.close();
  });

  it("loads the WebAuthn library only when the passkey button is pressed", async () => {
    const { context, page } = await visitorWithAuthenticator(1440, "203.0.113.63");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${siteUrl()}/login`);
    await hydrated(page, "LoginForm");
    const before = scripts.length;
    // No passkey on this authenticator: the browser's prompt fails and the page says so in words.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/passkey/i);
    expect(scripts.length).toBeGreaterThan(before);
    await context.close();
  });
});
