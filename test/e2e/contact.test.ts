import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/contact-us.json";
import de from "../../locales/de/contact-us.json";
import { CONTACT_LIMITS, CONTACT_MIN_FILL_MS, CONTACT_SENT_PARAM } from "../../src/contact/contact-rules";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("contact form", () => {
  it("works without JavaScript: a plain POST, then the confirmation with a reference", async () => {
    const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/de/contact-us`);
    await page.getByLabel(de.form.name).fill("Max Mustermann");
    await page.getByLabel(de.form.email).fill(`max.${Date.now()}@example.de`);
    await page.getByLabel(de.form.topic).selectOption("billing");
    await page
      .getByLabel(de.form.message)
      .fill("Meine Verlängerung wurde doppelt abgebucht, bitte erstatten.");
    // A person takes longer than the minimum fill time; the form refuses anything quicker.
    await page.waitForTimeout(CONTACT_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: de.form.submit }).click();
    await page.waitForLoadState();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/de/contact-us");
    expect(url.searchParams.get(CONTACT_SENT_PARAM)).toMatch(/^[A-Z0-9]{10}$/);
    await expect.poll(() => page.getByRole("status").textContent()).toContain(de.sent.title);
    await context.close();
  });

  it("with its small script, explains errors in the page's language as the visitor types", async () => {
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ar/contact-us`, { waitUntil: "networkidle" });
    const email = page.getByLabel(ar.form.email);
    await email.fill("ahmed@");
    await email.blur();
    await expect.poll(() => page.locator("#contact-email-error").textContent()).toBe(ar.errors.email.invalid);
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await email.fill("ahmed@example.com");
    await expect.poll(() => page.locator("#contact-email-error").textContent()).toBe("");

    // Submitting with empty fields stays on the page and moves focus to the first problem.
    await page.getByRole("button", { name: ar.form.submit }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    expect(await page.locator("#contact-name-error").textContent()).toBe(ar.errors.name.required);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.locator("#contact-message").getAttribute("minLength")).toBe(
      String(CONTACT_LIMITS.message.min),
    );
    await context.close();
  });
});
