import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { CONSENT_BANNER_SELECTOR, CONSENT_PATH } from "../../src/shared/consent";
import { unexpectedScripts } from "../support/page-scripts";
import type { Check } from "./check";
import { launchChromium, VIEWPORTS } from "./chromium";
import { isContentRoute, sitePages } from "./site";

/** House rule: a first visit to a content page loads at most this much JavaScript, gzipped. */
export const FIRST_VISIT_JS_BUDGET_GZIP = 5 * 1024;
/** Every React build carries its element type symbols (`Symbol.for("react.element")` and kin). */
const REACT_MARKER = /Symbol\.for\(["'`]react\./;

/** The origins a CSP header lets the page talk to (host sources only; keywords say nothing). */
export function cspOrigins(csp: string): Set<string> {
  const origins = new Set<string>();
  for (const directive of csp.split(";")) {
    for (const source of directive.trim().split(/\s+/).slice(1)) {
      if (/^https?:\/\//.test(source)) origins.add(new URL(source).origin);
    }
  }
  return origins;
}

interface Visit {
  scripts: { url: string; gzip: number; react: boolean }[];
  foreign: string[];
  csp: string;
}

async function visit(page: Page, url: string, origin: string): Promise<Visit> {
  const foreign: string[] = [];
  const pending: Promise<{ url: string; gzip: number; react: boolean } | null>[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          gzip: gzipSync(body).length,
          react: REACT_MARKER.test(body.toString("utf8")),
        }))
        .catch(() => null),
    );
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  const scripts = (await Promise.all(pending)).filter((s) => s !== null);
  page.removeAllListeners("request");
  page.removeAllListeners("response");
  return { scripts, foreign, csp: (await response?.allHeaders())?.["content-security-policy"] ?? "" };
}

/**
 * A first-time visitor (no cookies) on every page of the table: content pages load at most
 * 5 KB gzip of JavaScript, never React, and no script but the plain ones (decision 060); no page talks to another origin before the visitor
 * accepts cookies, and after accepting only to origins the page's CSP names.
 */
export const firstVisit: Check = async ({ baseUrl }) => {
  const origin = new URL(baseUrl).origin;
  const browser = await launchChromium();
  const problems: string[] = [];
  const notes: string[] = [];
  let contentPages = 0;
  let largest = 0;
  try {
    for (const { route, path } of sitePages(["en"])) {
      const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
      const page = await context.newPage();
      const first = await visit(page, baseUrl + path, origin);
      const gzip = first.scripts.reduce((sum, s) => sum + s.gzip, 0);
      if (isContentRoute(route)) {
        contentPages++;
        largest = Math.max(largest, gzip);
        if (gzip > FIRST_VISIT_JS_BUDGET_GZIP) {
          problems.push(
            `${path} (${route.name}): ${gzip} B gzip of JavaScript on a first visit, budget ${FIRST_VISIT_JS_BUDGET_GZIP} B — ${first.scripts.map((s) => `${s.url.replace(origin, "")} ${s.gzip} B`).join(", ")}`,
          );
        }
        for (const script of first.scripts.filter((s) => s.react)) {
          problems.push(
            `${path} (${route.name}): React on a content page — ${script.url.replace(origin, "")}`,
          );
        }
        // Decision 060: only the small plain scripts of the build's manifest, nothing else.
        for (const url of unexpectedScripts(first.scripts.map((s) => s.url))) {
          problems.push(`${path} (${route.name}): a script that is none of the plain ones — ${url}`);
        }
      }
      for (const url of first.foreign)
        problems.push(`${path} (${route.name}): request to ${url} before consent`);

      const accept = page.locator(
        `${CONSENT_BANNER_SELECTOR} form[action="${CONSENT_PATH}"] button[value="accept"]`,
      );
      if ((await accept.count()) === 0) {
        problems.push(`${path} (${route.name}): no consent banner on a first visit`);
      } else {
        await accept.click();
        await page.waitForLoadState("networkidle");
        const after = await visit(page, baseUrl + path, origin);
        const allowed = cspOrigins(after.csp);
        for (const url of after.foreign.filter((u) => !allowed.has(new URL(u).origin))) {
          problems.push(
            `${path} (${route.name}): request to ${url} after consent, not named by the page's CSP`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  notes.push(`largest first-visit JavaScript on a content page: ${largest} B gzip`);
  return {
    ok: problems.length === 0,
    summary: `${contentPages} content pages ≤ ${FIRST_VISIT_JS_BUDGET_GZIP} B gzip JS, plain scripts only, no React; third-party requests checked before and after consent`,
    problems,
    notes,
  };
};
