import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { examplePath } from "../../test/quality/site";
import { BROWSER_UA, get } from "../../test/support/request";
import { ASSETS, STYLE_SHEET_URLS, stylesheetUrls } from "../pages/assets";
import { STYLE_SHEETS } from "./style-sheets";
import { ROUTES, routeByName } from "./table";

/** The first-visit CSS budget of bench/run.ts (BUDGETS.cssGzip): every page's sheets together. */
const CSS_GZIP_BUDGET = 12 * 1024;

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;

async function sheetText(url: string): Promise<string> {
  const response = await assets.fetch(new Request(`https://assets.invalid${url}`));
  expect(response.status, url).toBe(200);
  return response.text();
}

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "(") depth++;
    else if (list[i] === ")") depth--;
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * The class selectors of a sheet, each with the classes an element tree needs for it to apply.
 * Selectors with `:is`/`:where`/`:has` are left out: their classes are alternatives, not all needed.
 */
function classSelectors(css: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}@;]+)\{[^{}]*\}/g);
  for (const [, list] of rules) {
    for (const selector of selectorsOf(list ?? "")) {
      if (/:(is|where|has)\(/.test(selector)) continue;
      const classes = [...selector.replace(/:not\([^)]*\)/g, "").matchAll(/\.([A-Za-z][\w-]*)/g)];
      if (classes.length)
        out.set(
          selector,
          classes.map((m) => m[1] as string),
        );
    }
  }
  return out;
}

async function pageOf(path: string): Promise<{ status: number; sheets: string[]; classes: Set<string> }> {
  const response = await get(path, { "User-Agent": BROWSER_UA, "Accept-Language": "en" });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] as string);
  const classes = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)),
  );
  return { status: response.status, sheets, classes };
}

const ALL_SHEETS = [ASSETS.styles, ...STYLE_SHEETS.map((sheet) => STYLE_SHEET_URLS[sheet])];

describe("each page links the core stylesheet and only its area's (decision 160)", () => {
  it("links exactly the core sheet and the sheets its route names, in cascade order, in the head", async () => {
    for (const route of ROUTES) {
      const { status, sheets } = await pageOf(examplePath(route));
      // Signed-out, My account and the receipt answer a redirect to the sign-in page.
      if (status >= 300 && status < 400) continue;
      expect(sheets, route.name).toEqual(stylesheetUrls(route.styles));
    }
    expect((await pageOf("/blog")).sheets).not.toContain(STYLE_SHEET_URLS.account);
    expect((await pageOf("/login")).sheets).not.toContain(STYLE_SHEET_URLS.blog);
  }, 60_000);

  it("keeps every page's first-visit CSS within the 12 KiB gzip budget", async () => {
    const sizes = new Map<string, number>();
    for (const url of ALL_SHEETS) sizes.set(url, await gzipSize(await sheetText(url)));
    for (const route of ROUTES) {
      const total = stylesheetUrls(route.styles).reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
      expect(total, route.name).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
    }
  }, 60_000);

  // One page of each area: every rule of the build that its markup matches is in a sheet it links.
  const SAMPLES = [
    ["home", "hero"],
    ["features", "feature-row"],
    ["download-product", "install-grid"],
    ["vpn-server", "server-grid"],
    ["status", "status-overview"],
    ["help", "help-topics"],
    ["help-topic", "help-related"],
    ["what-is-my-ip", "ip-card"],
    ["login", "auth"],
    ["pricing", "plan-grid"],
    ["pricing-checkout-id", "checkout"],
    ["paysuc", "paystate"],
    ["privacy-policy", "policy__body"],
    ["blog", "blog-nav"],
    ["aboutus", "stat-list"],
    ["affiliate", "table-scroll"],
    ["contact-us", "contact-form"],
    ["not-found", "hero"],
  ] as const;

  it("styles every page's markup from the sheets it links, its root class included", async () => {
    const rules = new Map<string, Map<string, string[]>>();
    for (const url of ALL_SHEETS) rules.set(url, classSelectors(await sheetText(url)));
    for (const [name, rootClass] of SAMPLES) {
      const { sheets, classes } = await pageOf(examplePath(routeByName(name)));
      expect(classes.has(rootClass), `${name} renders .${rootClass}`).toBe(true);
      const linked = new Set(sheets.flatMap((url) => [...(rules.get(url)?.keys() ?? [])]));
      const styled = [...linked].some((selector) => new RegExp(`\\.${rootClass}(?![\\w-])`).test(selector));
      expect(styled, `${name}: a linked sheet styles .${rootClass}`).toBe(true);
      for (const [url, selectors] of rules) {
        if (sheets.includes(url)) continue;
        const missing = [...selectors]
          .filter(([selector, needs]) => needs.every((c) => classes.has(c)) && !linked.has(selector))
          .map(([selector]) => selector);
        expect(missing, `${name} uses rules of the unlinked ${url}`).toEqual([]);
      }
    }
  }, 60_000);
});
