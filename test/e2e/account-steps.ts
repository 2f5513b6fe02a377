import type { Locator, Page } from "playwright-core";

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
