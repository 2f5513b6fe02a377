import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import arHeader from "../../locales/ar/header.json";
import enHeader from "../../locales/en/header.json";
import enHome from "../../locales/en/home.json";
import enLogin from "../../locales/en/login.json";
import { ROUTED_LANGUAGES } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/locale-path";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

const PAGES = ["/", "/features", "/what-is-vpn", "/vpn-trial"];
const WIDTHS = [390, 768, 1440];

describe("marketing pages fit every width", () => {
  for (const prefix of ["", "/ar", "/ja", "/de"]) {
    for (const path of PAGES) {
      it(`${prefix || "/"}${path === "/" ? "" : path} has no sideways scroll at ${WIDTHS.join(", ")} px`, async () => {
        const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
        const page = await context.newPage();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${baseUrl()}${prefix}${path === "/" && prefix ? "" : path}`);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
        }
        await context.close();
      });
    }
  }
});

describe("the header holds every language", () => {
  // The longest labels (German, French, Dutch) decide the breakpoints: each width where a part
  // of the header appears or gives way is checked in every routed language.
  const HEADER_WIDTHS = [390, 767, 768, 1023, 1024, 1179, 1180, 1440];
  it.each(ROUTED_LANGUAGES.map((language) => language.code))(
    "%s: no sideways scroll and a one-row header at every breakpoint",
    async (code) => {
      const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
      const page = await context.newPage();
      for (const width of HEADER_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}${localizedPath(code, "/features")}`);
        const fit = await page.evaluate(() => {
          const bar = document.querySelector(".site-header__bar") as HTMLElement;
          return {
            pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
            barOverflow: bar.scrollWidth - bar.clientWidth,
            barHeight: bar.getBoundingClientRect().height,
          };
        });
        expect(fit.pageOverflow, `${width}px: page`).toBeLessThanOrEqual(0);
        expect(fit.barOverflow, `${width}px: header row`).toBeLessThanOrEqual(0);
        expect(fit.barHeight, `${width}px: header height`).toBeLessThanOrEqual(68);
      }
      await context.close();
    },
  );
});

describe("narrow screens and signed-in visitors", () => {
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each(["", "/ar"])(
    "%s: the press room's logos and the blog search fit a 320 px screen",
    async (prefix) => {
      const context = await withConsentGiven(
        await browser().newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } }),
      );
      const page = await context.newPage();
      for (const path of ["/press-room", "/blog/search"]) {
        await page.goto(`${baseUrl()}${prefix}${path}`);
        expect(await overflow(page), `${prefix}${path}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    },
  );

  it("signed in, the header keeps to the screen: My account moves into the menu below 1024 px", async () => {
    const context = await withConsentGiven(
      // A visitor of their own: sign-ups are limited per address, and other files sign up too.
      await browser().newContext({
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.21" },
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.waitForSelector('[data-island="LoginForm"][data-hydrated="true"]');
    await page.getByRole("button", { name: enLogin.createAccount }).click();
    await page.waitForURL(/\/myaccount$/);
    for (const prefix of ["", "/ar", "/ja", "/de"]) {
      for (const width of [390, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${baseUrl()}${prefix}/features`);
        expect(await overflow(page), `${prefix}/features at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });
});

describe("navigation without JavaScript", () => {
  it("the mobile menu opens under 768 px and lists the main navigation and sign-in", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/features`);
    const desktopNav = page.locator(".site-header__nav");
    expect(await desktopNav.isVisible()).toBe(false);
    await page.locator(".mobile-menu summary").click();
    const panel = page.locator(".mobile-menu__panel");
    await expect.poll(() => panel.isVisible()).toBe(true);
    for (const label of Object.values(enHeader.nav)) {
      expect(await panel.getByRole("link", { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await panel.getByRole("link", { name: enHeader.signIn }).isVisible()).toBe(true);
    await context.close();
  });

  it("the desktop navigation shows at 768 px; sign-in is one tap away in the menu", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ javaScriptEnabled: false, viewport: { width: 768, height: 900 } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/ar`);
    expect(await page.getByRole("navigation", { name: arHeader.mainNav }).first().isVisible()).toBe(true);
    await page.locator(".mobile-menu summary").click();
    expect(await page.getByRole("link", { name: arHeader.signIn }).isVisible()).toBe(true);
    await context.close();
  });

  it("a FAQ answer opens on click", async () => {
    const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    const first = enHome.faq.items.what;
    const answer = page.getByText(first.answer);
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(first.question).click();
    expect(await answer.isVisible()).toBe(true);
    await context.close();
  });
});

describe("the transparent navbar sits on the dark hero", () => {
  it.each(["/", "/features"])("%s: the header overlaps the hero and its text is light", async (path) => {
    const context = await withConsentGiven(
      await browser().newContext({ viewport: { width: 1440, height: 900 } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    const header = await page.locator(".site-header").boundingBox();
    const hero = await page.locator(".hero").first().boundingBox();
    expect(header?.y).toBe(0);
    expect(hero?.y).toBe(0);
    const color = await page.locator(".site-header").evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe("rgb(255, 255, 255)");
    await context.close();
  });
});

describe("icons that point a way mirror in right-to-left pages", () => {
  // Arrows and chevrons point where the reader goes next: right in English, left in Arabic.
  const ARROW_PAGES = ["/", "/features", "/aboutus", "/affiliate", "/vpn-server", "/what-is-vpn"];
  const readIcons = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("svg[class*='lucide-arrow'], svg[class*='lucide-chevron']")].map(
        (icon) => ({
          directional: icon.classList.contains("icon--directional"),
          transform: getComputedStyle(icon).transform,
        }),
      ),
    );

  it.each([
    ["en", "none", ""],
    ["ar", "matrix(-1, 0, 0, 1, 0, 0)", "/ar"],
  ])("%s: every arrow is marked directional, transform %s", async (_, transform, prefix) => {
    const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    let seen = 0;
    for (const path of ARROW_PAGES) {
      await page.goto(`${baseUrl()}${prefix}${path === "/" && prefix ? "" : path}`);
      const icons = await readIcons(page);
      seen += icons.length;
      for (const icon of icons) expect(icon, `${prefix}${path}`).toEqual({ directional: true, transform });
    }
    expect(seen).toBeGreaterThanOrEqual(ARROW_PAGES.length);
    await context.close();
  });
});
