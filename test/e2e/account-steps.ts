import type { Locator, Page } from "playwright-core";
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

/** From the sign-in page, a new anonymous account, landing hydrated in My account. */
export async function createAccountFromLogin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await hydrated(page, "LoginForm");
  await page.getByRole("button", { name: "Create a free account" }).click();
  await page.waitForURL(/\/myaccount$/);
  await hydrated(page, "MyAccount");
}

/** The code in the newest mail to an address, read from the sandbox outbox as its owner would. */
export async function mailedCodeFor(page: Page, origin: string, address: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${origin}${OUTBOX_PATH}`);
  const mail = await outbox
    .locator("article", { hasText: address.toLowerCase() })
    .first()
    .locator("[data-testid=outbox-body]")
    .textContent();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(mail ?? "")?.[1];
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
  await secure.getByLabel("Code from the e-mail").fill(await mailedCodeFor(page, origin, email));
  await secure.getByRole("button", { name: "Confirm and save" }).click();
  await page.waitForLoadState("load");
  await hydrated(page, "MyAccount");
  await page.waitForFunction(
    (address) => document.querySelector("[data-testid=profile-email]")?.textContent === address,
    email,
  );
}
