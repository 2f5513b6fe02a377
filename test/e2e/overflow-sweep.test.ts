import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COMPANY_EMAILS } from "../../src/catalog/company";
import { ROUTED_LANGUAGES, type RoutedLanguage } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/locale-path";
import { buildPath, enumeratePaths, type RouteDef } from "../../src/routes/route-def";
import { ROUTES } from "../../src/routes/table";
import { createAccountFromLogin, hydrated, secureAccount } from "./account-steps";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";
import { type LayoutReading, readLayout } from "./layout-probe";

/**
 * Issue 23 item 5: every page of the route table, in every routed language, at phone and tablet
 * widths, signed out and signed in: nothing scrolls sideways, no header label is cut, e-mail
 * addresses and URLs wrap inside their box, and arrows point the reader's way. Each language has
 * one browser context whose viewport changes, so a page loads once for all its widths; every
 * defect found is listed in one assertion per sweep, so a run shows them all.
 */
const WIDTHS = [320, 390, 768] as const;
/** The header is checked where it is tightest: the phone widths. */
const HEADER_WIDTHS: readonly number[] = [320, 390];
/** How long a page gets to settle before a defect it shows is read again. */
const SETTLE_MS = 300;
/** Languages swept at once: each is one page load after another, so two cores stay busy. */
const PARALLEL = 3;
const RTL = new Set<string>(ROUTED_LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code));

/** A path for each value of a listed parameter, the table's example for checked ones. */
const pathsOf = (def: RouteDef): string[] => {
  const listed = enumeratePaths(def);
  if (listed.length > 0) return listed;
  if (!def.example) throw new Error(`${def.name}: a checked parameter needs an example in the table`);
  return [buildPath(def.pattern, { ...def.example })];
};
const needsSignIn = (def: RouteDef) => def.middleware?.includes("auth") ?? false;

/** Every page a visitor reaches signed out: the table's routes but those behind sign-in. */
const SIGNED_OUT: Visit[] = ROUTES.filter((def) => !needsSignIn(def)).flatMap((def) =>
  pathsOf(def).map((path) => ({
    path,
    status: def.status ?? 200,
    shows: path === "/contact-us" ? COMPANY_EMAILS.support : undefined,
  })),
);
/** Marketing pages whose header shows the account link when signed in. */
const SIGNED_IN_MARKETING = ["/", "/features", "/pricing", "/blog", "/contact-us"];

interface Visit {
  /** Unprefixed path, with its query if any. */
  path: string;
  status: number;
  /** Signed-in pages run their scripts: each island is measured once it has rendered. */
  scripted?: boolean;
  /** A long token the page shows: it must be among those measured, so the check is not idle. */
  shows?: string;
}

interface Defect {
  page: string;
  width: number;
  what: string;
}

const browser = browserPerFile();

/** Loads each page once and reads it at every width; returns what is wrong. */
async function sweep(page: Page, language: RoutedLanguage, visits: readonly Visit[]): Promise<Defect[]> {
  const defects: Defect[] = [];
  const seen = { icons: 0, chevrons: 0 };
  for (const visit of visits) {
    const url = localizedPath(language.code, visit.path);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const response = await page.goto(`${baseUrl()}${url}`, {
      waitUntil: visit.scripted ? "networkidle" : "load",
    });
    if (response?.status() !== visit.status) {
      defects.push({ page: url, width: WIDTHS[0], what: `answered ${response?.status()}` });
      continue;
    }
    // Islands hydrate as they come into view; those that started must have rendered.
    if (visit.scripted) await page.waitForSelector("[data-hydrated=pending]", { state: "detached" });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const parts = { header: HEADER_WIDTHS.includes(width), icons: width === WIDTHS[0] };
      let reading: LayoutReading = await page.evaluate(readLayout, parts);
      if (reading.overflow > 0 || reading.clippedHeader.length > 0 || reading.escapingTokens.length > 0) {
        // A card still settling after its data arrived is no defect: what stays is.
        await page.waitForTimeout(SETTLE_MS);
        reading = await page.evaluate(readLayout, parts);
      }
      const found = (what: string) => defects.push({ page: url, width, what });
      if (reading.overflow > 0) found(`scrolls sideways by ${reading.overflow}px`);
      for (const cut of reading.clippedHeader) found(`header: ${cut}`);
      for (const token of reading.escapingTokens) found(`token: ${token}`);
      if (visit.shows && !reading.tokens.includes(visit.shows)) found(`${visit.shows} not measured`);
      seen.icons += reading.icons.length;
      seen.chevrons += reading.faqChevrons.length;
      const mirrored = RTL.has(language.code);
      for (const icon of reading.icons) {
        const expected = mirrored ? "matrix(-1, 0, 0, 1, 0, 0)" : "none";
        if (!icon.directional || icon.transform !== expected) {
          found(`icon ${icon.name}: directional ${icon.directional}, transform ${icon.transform}`);
        }
      }
      for (const chevron of reading.faqChevrons) {
        if (chevron !== "down") found(`FAQ chevron points ${chevron}`);
      }
    }
  }
  // The home page has arrows and a FAQ: a sweep through it that saw none measured nothing.
  if (visits.some((visit) => visit.path === "/") && (seen.icons === 0 || seen.chevrons === 0)) {
    defects.push({
      page: "/",
      width: WIDTHS[0],
      what: `saw ${seen.icons} arrows, ${seen.chevrons} FAQ chevrons`,
    });
  }
  return defects;
}

/** Runs `work` for every language, a few at once, each in a context of its own. */
async function everyLanguage(
  newContext: (language: RoutedLanguage) => Promise<BrowserContext>,
  work: (page: Page, language: RoutedLanguage) => Promise<Defect[]>,
): Promise<string[]> {
  const queue = [...ROUTED_LANGUAGES];
  const lines: string[] = [];
  const worker = async () => {
    for (let language = queue.shift(); language; language = queue.shift()) {
      const context = await newContext(language);
      const found = await work(await context.newPage(), language);
      await context.close();
      lines.push(...found.map((d) => `${language.code} ${d.page} @${d.width}px: ${d.what}`));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return lines.sort();
}

const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  console.info(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** A long address, so the account page shows how a long e-mail wraps. */
const LONG_EMAIL = `overflow.sweep.with.a.rather.long.mailbox.name.${Date.now()}@subdomain.of-a-long-domain-name.example.com`;

/** One account, signed in, that has paid once and been declined once: every account page has content. */
async function signedInAccount(b: Browser) {
  const context = await withConsentGiven(
    // A visitor of their own: sign-ups are limited per address, and other files sign up too.
    await b.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.91" } }),
  );
  const page = await context.newPage();
  await createAccountFromLogin(page, baseUrl());
  await secureAccount(page, baseUrl(), LONG_EMAIL, "Overflow-sweep-1");

  const pay = async (outcome: "paid" | "failed", lands: RegExp) => {
    await page.goto(`${baseUrl()}/pricing/checkout/12`);
    await hydrated(page, "Checkout");
    await page.locator("form button.button--large").click();
    await page.waitForURL(/\/sandbox\/checkout\/ord_/);
    const order = /ord_[A-Za-z0-9_-]+/.exec(page.url())?.[0] ?? "";
    await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
    await page.waitForURL(lands);
    const { pathname, search } = new URL(page.url());
    return { order, path: `${pathname}${search}` };
  };
  const paid = await pay("paid", /\/paysuc\?/);
  const declined = await pay("failed", /\/paystatus\?/);
  const state = await context.storageState();
  await context.close();
  const visits: Visit[] = [
    "/myaccount",
    `/myaccount/receipt/${paid.order}`,
    "/pricing/checkout/12",
    paid.path,
    declined.path,
    ...SIGNED_IN_MARKETING,
  ].map((path) => ({
    path,
    status: 200,
    scripted: true,
    shows: path === "/myaccount" ? LONG_EMAIL : undefined,
  }));
  return { state, visits };
}

describe("every page fits every width in every language", () => {
  it("signed out, without JavaScript", { timeout: 900_000 }, async () => {
    const defects = await timed(`signed-out sweep (${SIGNED_OUT.length} pages)`, () =>
      everyLanguage(
        async (language) =>
          withConsentGiven(
            await browser().newContext({
              javaScriptEnabled: false,
              // One visitor per language: the pages answer rate limits per address too.
              extraHTTPHeaders: {
                "CF-Connecting-IP": `203.0.113.${100 + ROUTED_LANGUAGES.indexOf(language)}`,
              },
            }),
          ),
        (page, language) => sweep(page, language, SIGNED_OUT),
      ),
    );
    expect(defects).toEqual([]);
  });

  it("signed in, with the account, checkout and payment pages", { timeout: 900_000 }, async () => {
    const { state, visits } = await signedInAccount(browser());
    const defects = await timed(`signed-in sweep (${visits.length} pages)`, () =>
      everyLanguage(
        () => browser().newContext({ storageState: state }),
        (page, language) => sweep(page, language, visits),
      ),
    );
    expect(defects).toEqual([]);
  });
});
