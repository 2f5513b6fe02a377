import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Result } from "axe-core";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import type { Check } from "./check";
import { launchChromium, VIEWPORTS } from "./chromium";
import { sitePages } from "./site";

const LOCALES = ["en", "ar", "fa"] as const;
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core in chromium over every page type in English and the right-to-left Arabic and Persian, at
 * desktop width and at 390 px.
 * The visitor has made the cookie choice, so the page itself is judged (the banner has its own
 * page type: the first visit, checked on the home page).
 */
export const accessibility: Check = async ({ baseUrl }) => {
  const browser = await launchChromium();
  const problems: string[] = [];
  let runs = 0;
  try {
    const visits = sitePages(LOCALES).flatMap((page) =>
      Object.entries(VIEWPORTS).map(([viewportName, viewport]) => ({
        page,
        viewportName,
        viewport,
        firstVisit: false,
      })),
    );
    // The consent banner and the popup are page chrome too: judged on a first visit to home.
    for (const locale of LOCALES) {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        const home = sitePages([locale]).find((p) => p.route.name === "home");
        if (home) visits.push({ page: home, viewportName, viewport, firstVisit: true });
      }
    }
    for (const { page, viewportName, viewport, firstVisit } of visits) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      if (!firstVisit) {
        await context.addCookies([{ name: CONSENT_COOKIE.name, value: CONSENT_VALUE.decline, url: baseUrl }]);
      }
      const tab = await context.newPage();
      await tab.goto(baseUrl + page.path, { waitUntil: "load" });
      // Evaluated over the DevTools protocol, so the page's CSP does not stand in the way.
      await tab.evaluate(axeSource);
      const violations = (await tab.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> };
          }
        ).axe;
        return (await axe.run(document, { resultTypes: ["violations"] })).violations;
      })) as Result[];
      runs++;
      const label = `${page.path} (${page.route.name}, ${viewportName}${firstVisit ? ", first visit" : ""})`;
      for (const violation of violations) {
        for (const node of violation.nodes) {
          problems.push(
            `${label}: ${violation.id} — ${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1]?.trim() ?? violation.help}`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    ok: problems.length === 0,
    summary: `${runs} page loads (${LOCALES.join(", ")} × desktop, 390 px): ${problems.length} violating nodes`,
    problems,
  };
};
