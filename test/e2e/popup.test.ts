import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/popups.json";
import en from "../../locales/en/popups.json";
import { popupClosedKey } from "../../src/shared/popup-schedule";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

// A zone of our choosing, so "10:00 local" is 10:00 for the page whatever the machine's zone.
const ZONE = "Europe/Berlin";
const WEDNESDAY_10AM = new Date("2025-06-04T10:00:00+02:00");
const THURSDAY_10AM = new Date("2025-06-05T10:00:00+02:00");
const LAST_READ_KEY = popupClosedKey("festival");

/**
 * Records every local-storage key the page reads. The island reads each type's close date in
 * one go right before deciding, so the last key read means the decision has been taken.
 */
async function watchStorageReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { storageReads: reads });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
    };
  });
}

/** Resolves once the island has hydrated and decided, plus a frame for React to commit. */
async function popupDecided(page: Page): Promise<void> {
  await page.waitForFunction(
    (key) => (window as unknown as { storageReads?: string[] }).storageReads?.includes(key),
    LAST_READ_KEY,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

describe("index popup", () => {
  it("shows the workday popup on a weekday morning; once closed, not again until the next day", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 1280, height: 800 }, timezoneId: ZONE }),
    );
    const page = await context.newPage();
    await watchStorageReads(page);
    await page.clock.setFixedTime(WEDNESDAY_10AM);
    await page.goto(`${baseUrl()}/`);

    const dialog = page.getByRole("dialog", { name: en.workday.title });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog");
    expect(await dialog.getByRole("link", { name: en.workday.cta }).getAttribute("href")).toBe("/pricing");

    await dialog.getByRole("button", { name: en.close }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate((key) => localStorage.getItem(key), popupClosedKey("workday"))).toBe(
      "2025-06-04",
    );

    await page.reload();
    await popupDecided(page);
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.clock.setFixedTime(THURSDAY_10AM);
    await page.reload();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate((key) => localStorage.getItem(key), popupClosedKey("workday"))).toBe(
      "2025-06-05",
    );
    await context.close();
  });

  it("shows the weekend popup on a Saturday at desktop size", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 1280, height: 800 }, timezoneId: ZONE }),
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date("2025-06-07T11:00:00+02:00"));
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("dialog", { name: en.weekend.title }).waitFor();
    await context.close();
  });

  it("shows the mobile popup at 390 px in Arabic, inside the screen, its close button on the left", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: ZONE }),
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(WEDNESDAY_10AM);
    await page.goto(`${baseUrl()}/ar`);

    const dialog = page.getByRole("dialog", { name: ar["mobile-daily"].title });
    await dialog.waitFor();
    await page.waitForTimeout(400); // let the entrance animation settle before measuring
    const box = await dialog.boundingBox();
    const close = await dialog.getByRole("button", { name: ar.close }).boundingBox();
    expect(box && close).toBeTruthy();
    if (!box || !close) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    // Inline end is the left in a right-to-left page.
    expect(close.x + close.width / 2).toBeLessThan(box.x + box.width / 2);
    expect(await dialog.getByRole("link").getAttribute("href")).toBe("/ar/pricing");
    await context.close();
  });
});
