/**
 * `npm run check:site [-- <check> …]`: builds nothing itself (the npm script runs `npm run build`),
 * serves the production bundle in workerd with its own fresh state, runs the gates (all, or those
 * named) and exits non-zero when any fails. Each gate prints which page, which rule, which node.
 */
import { type DevServer, startBuiltSite } from "../support/built-site";
import { accessibility } from "./accessibility";
import type { Check, CheckResult } from "./check";
import { firstVisit } from "./first-visit";
import { fuzz } from "./fuzz";
import { htmlValidity } from "./html-validity";
import { lighthouseScores } from "./lighthouse";
import { links } from "./links";
import { liveServer } from "./live-server";
import { observatory } from "./observatory";
import { staticAssets } from "./static-assets";
import { applyWaivers } from "./waivers";

const CHECKS: Record<string, Check> = {
  html: htmlValidity,
  axe: accessibility,
  links,
  "first-visit": firstVisit,
  observatory,
  lighthouse: lighthouseScores,
  fuzz,
  "static-assets": staticAssets,
};

const STATE = ".wrangler/quality-state";
const MAX_PROBLEMS_SHOWN = 200;

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = requested.filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`Unknown check ${unknown.join(", ")}; known: ${Object.keys(CHECKS).join(", ")}`);
  process.exit(2);
}
const selected = requested.length ? requested : Object.keys(CHECKS);

// QUALITY_BASE_URL points the gates at a server already running (its log is then not read).
const external = process.env.QUALITY_BASE_URL;
const server: DevServer = external
  ? { baseUrl: external.replace(/\/$/, ""), log: () => "", exited: () => null, stop: async () => {} }
  : await startBuiltSite(STATE);
const live = liveServer(server);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(130);
  });
}
console.log(
  `site under test: ${server.baseUrl}${external ? "" : ` (the built bundle in workerd, state in ${STATE})`}`,
);

const results: [string, CheckResult, number][] = [];
try {
  for (const name of selected) {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    let result = await live.run(name, CHECKS[name] as Check);
    const { kept, waived, stale } = applyWaivers(name, result.problems);
    // Every check's verdict is its problem list: none left after waivers, it passes.
    result = { ...result, ok: kept.length === 0, problems: kept };
    result.notes = [...(result.notes ?? []), ...waived, ...stale];
    const seconds = (Date.now() - started) / 1000;
    results.push([name, result, seconds]);
    console.log(`${result.ok ? "✔" : "✘"} ${name}: ${result.summary} (${seconds.toFixed(0)} s)`);
    for (const note of result.notes ?? []) console.log(`  · ${note}`);
    for (const problem of result.problems.slice(0, MAX_PROBLEMS_SHOWN)) console.log(`  ✘ ${problem}`);
    if (result.problems.length > MAX_PROBLEMS_SHOWN) {
      console.log(`  … and ${result.problems.length - MAX_PROBLEMS_SHOWN} more`);
    }
    // The checks after it would only fail on refused connections.
    if (live.ending()) break;
  }
} finally {
  await server.stop();
}

console.log("\nSite checks");
for (const [name, result, seconds] of results) {
  console.log(
    `  ${result.ok ? "pass" : "FAIL"}  ${name.padEnd(12)} ${result.summary} (${seconds.toFixed(0)} s)`,
  );
}
// Last, so a CI log that keeps only its tail still says why the server ended.
const ending = live.ending();
if (ending) console.log(`\n${ending}`);
const failed = results.filter(([, result]) => !result.ok).length;
const notRun = selected.length - results.length;
console.log(`${results.length - failed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ""}`);
process.exit(failed || notRun ? 1 : 0);
