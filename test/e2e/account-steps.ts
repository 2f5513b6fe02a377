import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { OUTBOX_PATH } from "../../src/dev/paths";

/** Steps the account tests share (leaf module: no Worker types). */

export const PHONE_WIDTH = 390;

export const hydrated = (page: Page, island: string) =>
  page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`);

/** Nothing in the element reaches past the phone's width or scrolls sideways. */
export const fitsThePhone = (element: Locator) =>
  element.evaluate(
    (root, width) =>
      root.scrollWidth <= root.clientWidth &&
      [root, ...root.querySelectorAll("*")].every((e) => e.getBoundingClientRect().right <= width),
    PHONE_WIDTH,
  );

/**
 * Waits for the page to reach `url`. When a form refuses instead (its error line appears), fails at
 * once with the sentence the visitor reads, rather than a silent timeout that says nothing.
 */
export async function arrivesAt(page: Page, url: RegExp): Promise<void> {
  const error = page.locator(".form__error").first();
  const refused = error.waitFor().then(
    async () => {
      throw new Error(`expected ${url}, but ${page.url()} says: ${await error.textContent()}`);
    },
    // No error line before the page moved on or closed: nothing to tell.
    () => new Promise<never>(() => {}),
  );
  // The race may settle first; a later refusal must not surface as an unhandled rejection.
  refused.catch(() => {});
  await Promise.race([page.waitForURL(url), refused]);
}

/** From the sign-in page, a new anonymous account, landing hydrated in My account. */
export async function createAccountFromLogin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await hydrated(page, "LoginForm");
  await page.getByRole("button", { name: "Create a free account" }).click();
  await arrivesAt(page, /\/myaccount$/);
  await hydrated(page, "MyAccount");
}

/** The stand-in widget's token, read in the page (the widget renders Google's API shape). */
export const recaptchaResponse = () =>
  (window as unknown as { grecaptcha?: { getResponse(id: number): string } }).grecaptcha?.getResponse(0) ??
  "";

/** On the sign-in page: e-mail, password, the sandbox's "not a robot" box, then "Sign in". */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await hydrated(page, "LoginForm");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel(/not a robot/).check();
  await expect.poll(() => page.evaluate(recaptchaResponse)).not.toBe("");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The newest mail to `address` in the sandbox outbox page, read in a tab of its own. */
export async function latestMailTo(
  context: BrowserContext,
  origin: string,
  address: string,
): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto(`${origin}${OUTBOX_PATH}`);
  const body = await outbox
    .locator("article")
    .filter({ has: outbox.getByTestId("outbox-to").getByText(address, { exact: true }) })
    .first()
    .locator("[data-testid=outbox-body]")
    .textContent();
  await outbox.close();
  return body ?? "";
}

/** The code in the newest mail to an address, as the owner of that mailbox reads it. */
export async function mailedCodeFor(page: Page, origin: string, address: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestMailTo(page.context(), origin, address))?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

/**
 * In the "Keep your account" card of an anonymous account: e-mail and password, then the code
 * mailed to the address; the page reloads signed in to the secured account.
 */
export async function secureAccount(page: Page, origin: string, email: string, password: string) {
  const secure = page.getByRole("region", { name: "Keep your account" });
  await secure.getByLabel("E-mail address").fill(email);
  await secure.getByLabel("Password").fill(password);
  await secure.getByRole("button", { name: "Save e-mail and password" }).click();
  // The code step shows once the code request has been answered, so the mail is in the outbox.
  const codeField = secure.getByLabel("Code from the e-mail");
  await codeField.waitFor();
  await codeField.fill(await mailedCodeFor(page, origin, email));
  await secure.getByRole("button", { name: "Confirm and save" }).click();
  await page.waitForLoadState("load");
  await hydrated(page, "MyAccount");
  await expect.poll(() => page.textContent("[data-testid=profile-email]")).toBe(email);
}
