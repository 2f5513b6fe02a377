/**
 * `npm run bench`: the production bundle under workerd (Miniflare, direct sockets), per page
 * type in en, de and ar: server CPU time per request and throughput at 16 connections, each for
 * the page served from the HTML cache (or the build's prerendered copy) and for a fresh render (the same bundle with the cache off),
 * next to a constant-body worker serving the same bytes in the same workerd (the ceiling), and the
 * bytes a visitor downloads. Prints one table, writes bench/results/<timestamp>.json and
 * latest.json, and exits non-zero when a budget is broken. Loopback only.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { localizedPath } from "../src/i18n/locale-path";
import { compareDynamic } from "./against";
import { type Compressed, compressed, pageAssets } from "./bytes";
import { runCorpusBench } from "./corpus";
import { type DynamicPage, dynamicPages } from "./dynamic";
import { median } from "./median";
import {
  BENCH_LOCALES,
  BENCH_PAGES,
  type BenchPage,
  FIRST_VISIT_HEADERS,
  PAGE_TYPES,
  RETURNING_HEADERS,
} from "./pages";
import { PROFILED, profileDynamicPage } from "./profile";
import { printProfileSummary, summarizeProfile } from "./profile-summary";
import { measureStartup } from "./startup";
import { batchCpuMs, SITE_BUNDLE, startWorkerd, type Workerd } from "./workerd";

export const BUDGETS = {
  /** Server CPU per request of a page's fresh render, median of batches (render + stream + HTTP). */
  cpuMedianMs: 15,
  /** The slowest batch: a page whose render sometimes stalls shows here. */
  cpuMaxMs: 40,
  /**
   * Throughput as a share of the constant-body ceiling. Rendering React costs ten to thirty times a
   * constant body today (ratio 0.03 to 0.26); the bar catches a render that gets several times slower.
   */
  minCeilingRatio: 0.02,
  /**
   * Issue #13's goal: an anonymous page from the HTML cache at half the ceiling or better, for
   * the median page (0.60 in November 2026). A single page may dip below it on a busy box (the
   * ceiling itself swings 4,000–9,800 req/s); under the floor it is a regression.
   */
  minCachedCeilingRatioMedian: 0.5,
  minCachedCeilingRatio: 0.4,
  /** House rule: a first visit to a content page loads at most 5 KB gzip of JavaScript. */
  firstVisitJsGzip: 5 * 1024,
  cssGzip: 12 * 1024,
  htmlGzip: 24 * 1024,
  /**
   * Workers allow 3 MiB gzipped for the whole worker on the free plan; keep well below. The
   * messages left the bundle for the static assets (decision 130: 1.38 → 0.73 MiB gzip), then the
   * blog (decision 151: 0.92 → 0.60 MiB), zod's locales (decision 164) and react-dom's legacy
   * renderer (decision 165: 0.62 → 0.50 MiB), then minification (decision 171: 0.50 → 0.36 MiB),
   * then passkeys without the certificate stack (decision 175: 384 → 290 KB). Issue 21’s target
   * was 400 KB; the budget now keeps what was won, with room for a few features.
   */
  workerGzip: 330 * 1000,
  /**
   * Issue 21: CPU a new workerd spends until it answers its first request with this bundle, over a
   * hello-world Worker with the same bindings (bench/startup.ts): the cost of parsing and running
   * the global scope, which Cloudflare caps at 1 s.
   */
  startupOverHelloWorldCpuMs: 100,
  /**
   * Issue 21 (decision 183): a page the build prerendered is about as fast on its first request in
   * a fresh instance as on a repeat (wall time; per page type the median of its first requests in
   * eight languages over the median repeat). The first reads the copy through ASSETS, which here
   * is a file read in Node behind a service binding: about one more repeat, hence 2 and not 1.
   * A page rendered on its first request takes 10–60× its repeat in the same figure.
   */
  prerenderedFirstOverRepeat: 2,
  /** The issue's CPU goal for a prerendered answer, for the median prerendered page; each page under the floor. */
  prerenderedCpuMedianMs: 0.5,
  prerenderedCpuMaxMs: 1,
  /** The issue's goal: half the ceiling or better, for the median prerendered page. */
  minPrerenderedCeilingRatioMedian: 0.5,
  /**
   * Issue 21: pages rendered on every request (bench/dynamic.ts: my account and checkout signed
   * in, payment status, blog search), CPU per request as above, for each page and language.
   */
  dynamicCpuMedianMs: 1.5,
  dynamicCpuMaxMs: 4,
};

/** Languages besides BENCH_LOCALES whose first requests sample a page type's first-request cost. */
const FIRST_SAMPLE_LOCALES = ["fr", "it", "ja", "nl", "pl"] as const;
const STARTUP_RUNS = 16;

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Site and ceiling take turns in slices, so a neighbour's burst on a shared box hits both alike. */
const SLICES = 2;
const CPU_BATCHES = 10;
const CPU_BATCH_SIZE = 30;
/**
 * A cached or prerendered answer costs a few tenths of a millisecond: with 10 ms clock ticks, 30
 * requests read only as 0.33 or 0.67 ms, on either side of the 0.5 ms budget. 120 read in 0.08 ms steps.
 */
const CACHED_CPU_BATCH_SIZE = 120;

interface PageResult extends BenchPage {
  status: number;
  /** X-Html-Cache of a repeated request: hit, prerendered (the build's copy), or bypass (404). */
  cache: string;
  /** Wall ms of the page type's first request in a fresh instance (HTML cache empty) and of a repeat: medians over languages. */
  firstMs: number;
  repeatMs: number;
  /** A fresh render (the HTML cache off). */
  cpuMs: { median: number; max: number };
  rps: number;
  ratio: number;
  /** The same page served from the HTML cache. */
  cachedCpuMs: { median: number; max: number };
  cachedRps: number;
  cachedRatio: number;
  ceilingRps: number;
  errors: number;
  firstVisit: { html: Compressed; js: Compressed; css: Compressed; scripts: string[] };
  returning: { html: Compressed; js: Compressed; css: Compressed };
}

async function get(base: URL, path: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(new URL(path, base), { headers });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("X-Html-Cache") ?? "",
    body,
    ms: performance.now() - started,
  };
}

const REPEATS = 5;

/** Served from the HTML cache once stored, or rendered every time (the cache off). */
type Mode = "cached" | "render";
type Sites = { site: URL; render: URL; ceiling: URL };
const baseFor = (workerd: Sites, mode: Mode) => (mode === "cached" ? workerd.site : workerd.render);

/** Sequential requests in batches; CPU per request is each batch's workerd CPU time over its size. */
async function cpuPerRequest(
  base: URL,
  path: string,
  pid: number,
  headers: Record<string, string> = RETURNING_HEADERS,
  batchSize = CPU_BATCH_SIZE,
) {
  const perBatch: number[] = [];
  for (let batch = 0; batch < CPU_BATCHES; batch++)
    perBatch.push(await batchCpuMs(pid, batchSize, () => get(base, path, headers)));
  return { median: median(perBatch), max: Math.max(...perBatch) };
}

async function slice(base: URL, path: string) {
  const result = await autocannon({
    url: new URL(path, base).href,
    connections: CONNECTIONS,
    duration: SECONDS / SLICES,
    headers: RETURNING_HEADERS,
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * Requests per second of the cached page, the fresh render and the ceiling for one path, measured
 * in alternating slices. Errors: failed requests and answers other than 2xx (a page must not fail
 * under load); the not-found page answers 404 by design and is counted by its status instead.
 */
async function throughput(workerd: Sites, path: string, expectOk: boolean) {
  const totals = { cached: 0, render: 0, ceiling: 0, errors: 0 };
  for (let i = 0; i < SLICES; i++) {
    const cached = await slice(baseFor(workerd, "cached"), path);
    const render = await slice(baseFor(workerd, "render"), path);
    const ceiling = await slice(workerd.ceiling, path);
    totals.cached += cached.requests;
    totals.render += render.requests;
    totals.ceiling += ceiling.requests;
    if (expectOk) totals.errors += cached.errors + render.errors;
  }
  return {
    cachedRps: totals.cached / SECONDS,
    rps: totals.render / SECONDS,
    ceilingRps: totals.ceiling / SECONDS,
    errors: totals.errors,
  };
}

type DynamicResult = DynamicPage & { status: number; cpuMs: { median: number; max: number } };

/**
 * CPU per request of each dynamic page's render (the HTML cache off), answered as production
 * answers it (`product`); the account is made on the sandbox host, whose reCAPTCHA stand-in
 * lets a script sign up.
 */
async function measureDynamic(workerd: Pick<Workerd, "site" | "product" | "pid">): Promise<DynamicResult[]> {
  const measured: DynamicResult[] = [];
  for (const page of await dynamicPages(workerd.site)) {
    const { status } = await get(workerd.product, page.path, page.headers);
    const cpu = await cpuPerRequest(workerd.product, page.path, workerd.pid, page.headers);
    measured.push({ ...page, status, cpuMs: cpu });
    process.stdout.write(".");
  }
  return measured;
}

/** The failure line of a figure past its budget (`lower`: a floor), or null. */
function pastBudget(what: string, value: number, budget: number, lower = false): string | null {
  if (!(lower ? value < budget : value > budget)) return null;
  return `${what}: ${value.toFixed(2)} (budget ${lower ? "≥" : "≤"} ${budget})`;
}

function dynamicFailures(measured: DynamicResult[]): string[] {
  return measured.flatMap((r) => {
    const name = `${r.locale} ${r.type}`;
    return [
      r.status === 200 ? null : `${name}: answered ${r.status}`,
      pastBudget(`${name} CPU median ms`, r.cpuMs.median, BUDGETS.dynamicCpuMedianMs),
      pastBudget(`${name} CPU max ms`, r.cpuMs.max, BUDGETS.dynamicCpuMaxMs),
    ].filter((line): line is string => line !== null);
  });
}

function printDynamic(measured: DynamicResult[]) {
  console.log(
    `\n${"dynamic page".padEnd(22)} ${"st".padStart(3)} ${"cpu med".padStart(8)} ${"cpu max".padStart(8)}  path`,
  );
  for (const r of measured) {
    const cpu = `${r.cpuMs.median.toFixed(2)}ms`.padStart(8) + ` ${r.cpuMs.max.toFixed(2)}ms`.padStart(9);
    console.log(`${`${r.locale} ${r.type}`.padEnd(22)} ${String(r.status).padStart(3)} ${cpu}  ${r.path}`);
  }
}

// `npm run bench -- --dynamic`: the dynamic pages alone, a quick loop while working on render cost.
if (process.argv.includes("--dynamic")) {
  const workerd = await startWorkerd(null);
  let measured: DynamicResult[];
  try {
    measured = await measureDynamic(workerd);
  } finally {
    await workerd.dispose();
  }
  printDynamic(measured);
  const failures = dynamicFailures(measured);
  if (failures.length) console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(failures.length ? 1 : 0);
}

// `npm run bench -- --against <bundle>`: the dynamic pages next to another build's (bench/against.ts).
const againstFlag = process.argv.indexOf("--against");
if (againstFlag !== -1) {
  const other = process.argv[againstFlag + 1];
  if (!other) throw new Error("bench: --against needs another build's bundle, e.g. dist/base/index.js");
  await compareDynamic(other);
  process.exit(0);
}

// `npm run bench -- --startup [runs]`: start-up alone, a quick loop while working on the global scope.
const startupFlag = process.argv.indexOf("--startup");
if (startupFlag !== -1) {
  const runs = Number(process.argv[startupFlag + 1]) || STARTUP_RUNS;
  const { overHelloWorld } = await measureStartup(runs);
  console.log(
    `start-up over hello-world (middle half of ${runs}): ${overHelloWorld.cpuMs.toFixed(0)} ms CPU, ${overHelloWorld.wallMs.toFixed(0)} ms wall`,
  );
  process.exit(overHelloWorld.cpuMs > BUDGETS.startupOverHelloWorldCpuMs ? 1 : 0);
}

// `npm run bench -- --profile <type> [locale]`: a CPU profile of one dynamic page (bench/profile.ts).
const profileFlag = process.argv.indexOf("--profile");
if (profileFlag !== -1) {
  const file = await profileDynamicPage(
    process.argv[profileFlag + 1] ?? "my account",
    process.argv[profileFlag + 2] ?? "en",
  );
  console.log(`\nCPU profile of ${PROFILED} renders: ${file}`);
  printProfileSummary(summarizeProfile(file, SITE_BUNDLE, PROFILED));
  process.exit(0);
}

// `npm run bench -- --corpus N [--languages en,ja]`: the blog at scale instead (bench/corpus.ts).
const corpusFlag = process.argv.indexOf("--corpus");
if (corpusFlag !== -1) {
  const languagesFlag = process.argv.indexOf("--languages");
  const languages = languagesFlag === -1 ? undefined : process.argv[languagesFlag + 1]?.split(",");
  process.exit((await runCorpusBench(Number(process.argv[corpusFlag + 1] ?? 10_000), languages)) ? 0 : 1);
}

// Phase 1: a fresh instance, as after a deploy: per page type its first request in each of eight
// languages and their repeats (the isolate and the middleware chain warmed first by a 404 render,
// so the figure is the page's own), the bytes, and the ceiling's bodies.
const rendering = await startWorkerd(null);
const bodies: Record<string, string> = {};
const firstVisits = new Map<string, { status: number; body: string }>();
const firstRequests = new Map<string, { firstMs: number; repeatMs: number }>();
try {
  await get(rendering.site, "/bench-warm-up", RETURNING_HEADERS);
  for (const { type, path } of PAGE_TYPES) {
    const firsts: number[] = [];
    const repeats: number[] = [];
    for (const locale of [...BENCH_LOCALES, ...FIRST_SAMPLE_LOCALES]) {
      const localized = localizedPath(locale, path);
      firsts.push((await get(rendering.site, localized, RETURNING_HEADERS)).ms);
      for (let i = 0; i < REPEATS; i++) {
        const repeat = await get(rendering.site, localized, RETURNING_HEADERS);
        repeats.push(repeat.ms);
        bodies[localized] = repeat.body;
      }
    }
    firstRequests.set(type, { firstMs: median(firsts), repeatMs: median(repeats) });
  }
  for (const page of BENCH_PAGES)
    firstVisits.set(page.path, await get(rendering.site, page.path, FIRST_VISIT_HEADERS));
} finally {
  await rendering.dispose();
}

/** The cache status of the page once its first rendering is stored (the store runs after the response). */
async function storedCopy(base: URL, path: string): Promise<string> {
  let cache = "";
  for (let attempt = 0; attempt < 20 && cache !== "hit"; attempt++) {
    cache = (await get(base, path, RETURNING_HEADERS)).cache;
    if (cache === "bypass" || cache === "prerendered") break;
  }
  return cache;
}

// Phase 2: the site and its ceiling in one workerd, measured one after the other.
const workerd = await startWorkerd(bodies);
const results: PageResult[] = [];
const dynamic: DynamicResult[] = [];
try {
  for (const page of BENCH_PAGES) {
    const { status } = await get(workerd.site, page.path, RETURNING_HEADERS);
    const cache = await storedCopy(workerd.site, page.path);
    const cpu = await cpuPerRequest(baseFor(workerd, "render"), page.path, workerd.pid);
    const cachedCpu = await cpuPerRequest(
      baseFor(workerd, "cached"),
      page.path,
      workerd.pid,
      RETURNING_HEADERS,
      CACHED_CPU_BATCH_SIZE,
    );
    const load = await throughput(workerd, page.path, status === 200);
    const first = firstVisits.get(page.path) ?? { status: 0, body: "" };
    const returningBody = bodies[page.path] ?? "";
    const firstAssets = pageAssets(first.body);
    const returningAssets = pageAssets(returningBody);
    results.push({
      ...page,
      status,
      cache,
      ...(firstRequests.get(page.type) ?? { firstMs: 0, repeatMs: 0 }),
      cpuMs: cpu,
      rps: load.rps,
      ratio: load.rps / load.ceilingRps,
      cachedCpuMs: cachedCpu,
      cachedRps: load.cachedRps,
      cachedRatio: load.cachedRps / load.ceilingRps,
      ceilingRps: load.ceilingRps,
      errors: load.errors,
      firstVisit: {
        html: compressed(first.body),
        js: firstAssets.js,
        css: firstAssets.css,
        scripts: firstAssets.scripts,
      },
      returning: { html: compressed(returningBody), js: returningAssets.js, css: returningAssets.css },
    });
    process.stdout.write(".");
  }
  dynamic.push(...(await measureDynamic(workerd)));
} finally {
  await workerd.dispose();
}
process.stdout.write("\n");

const worker = compressed(readFileSync("dist/worker/index.js"));
const startup = await measureStartup(STARTUP_RUNS);

const failures: string[] = [];
const over = (what: string, value: number, budget: number, lower = false) => {
  const line = pastBudget(what, value, budget, lower);
  if (line) failures.push(line);
};
for (const r of results) {
  const name = `${r.locale} ${r.type}`;
  over(`${name} CPU median ms`, r.cpuMs.median, BUDGETS.cpuMedianMs);
  over(`${name} CPU max ms`, r.cpuMs.max, BUDGETS.cpuMaxMs);
  over(`${name} render throughput / ceiling`, r.ratio, BUDGETS.minCeilingRatio, true);
  if (r.status === 200) {
    if (r.cache !== "hit" && r.cache !== "prerendered")
      failures.push(`${name}: not served from the HTML cache (${r.cache || "no status"})`);
    over(`${name} cached throughput / ceiling`, r.cachedRatio, BUDGETS.minCachedCeilingRatio, true);
  }
  if (r.cache === "prerendered") {
    over(`${name} first request / repeat`, r.firstMs / r.repeatMs, BUDGETS.prerenderedFirstOverRepeat);
    over(`${name} prerendered CPU median ms`, r.cachedCpuMs.median, BUDGETS.prerenderedCpuMaxMs);
  }
  over(`${name} first-visit JS gzip B`, r.firstVisit.js.gzip, BUDGETS.firstVisitJsGzip);
  over(`${name} CSS gzip B`, r.firstVisit.css.gzip, BUDGETS.cssGzip);
  over(`${name} HTML gzip B`, r.firstVisit.html.gzip, BUDGETS.htmlGzip);
  if (r.errors > 0) failures.push(`${name}: ${r.errors} errors under load`);
}
failures.push(...dynamicFailures(dynamic));
const cachedRatios = results.filter((r) => r.status === 200).map((r) => r.cachedRatio);
over("median cached throughput / ceiling", median(cachedRatios), BUDGETS.minCachedCeilingRatioMedian, true);
over("worker bundle gzip B", worker.gzip, BUDGETS.workerGzip);
over("start-up over hello-world CPU ms", startup.overHelloWorld.cpuMs, BUDGETS.startupOverHelloWorldCpuMs);
const prerendered = results.filter((r) => r.cache === "prerendered");
if (prerendered.length === 0) failures.push("no page was served from the build's prerendered copies");
else {
  const cpu = median(prerendered.map((r) => r.cachedCpuMs.median));
  over("median prerendered CPU ms", cpu, BUDGETS.prerenderedCpuMedianMs);
  const ratio = median(prerendered.map((r) => r.cachedRatio));
  over("median prerendered throughput / ceiling", ratio, BUDGETS.minPrerenderedCeilingRatioMedian, true);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const header = [
  "page".padEnd(18),
  "st".padStart(3),
  "cache".padStart(11),
  "1st/rep ms".padStart(12),
  "cpu med".padStart(8),
  "cpu max".padStart(8),
  "cached".padStart(7),
  "render".padStart(7),
  "ceiling".padStart(8),
  "c/ceil".padStart(7),
  "r/ceil".padStart(7),
  "cpu cached".padStart(11),
  "html gz/br".padStart(11),
  "js 1st gz/br".padStart(13),
  "js ret".padStart(7),
  "css gz/br".padStart(10),
].join(" ");
console.log(`\n${header}`);
for (const r of results) {
  console.log(
    [
      `${r.locale} ${r.type}`.padEnd(18),
      String(r.status).padStart(3),
      r.cache.padStart(11),
      `${r.firstMs.toFixed(1)}/${r.repeatMs.toFixed(1)}`.padStart(12),
      `${r.cpuMs.median.toFixed(2)}ms`.padStart(8),
      `${r.cpuMs.max.toFixed(2)}ms`.padStart(8),
      r.cachedRps.toFixed(0).padStart(7),
      r.rps.toFixed(0).padStart(7),
      r.ceilingRps.toFixed(0).padStart(8),
      r.cachedRatio.toFixed(2).padStart(7),
      r.ratio.toFixed(2).padStart(7),
      `${r.cachedCpuMs.median.toFixed(2)}ms`.padStart(11),
      `${kb(r.firstVisit.html.gzip)}/${kb(r.firstVisit.html.brotli)}`.padStart(11),
      `${kb(r.firstVisit.js.gzip)}/${kb(r.firstVisit.js.brotli)}`.padStart(13),
      kb(r.returning.js.gzip).padStart(7),
      `${kb(r.firstVisit.css.gzip)}/${kb(r.firstVisit.css.brotli)}`.padStart(10),
    ].join(" "),
  );
}
printDynamic(dynamic);
console.log(
  `\nworker bundle: ${kb(worker.raw)} KiB raw, ${kb(worker.gzip)} KiB gzip, ${kb(worker.brotli)} KiB brotli` +
    `\nstart-up over a hello-world Worker (middle half of ${STARTUP_RUNS}): ${startup.overHelloWorld.cpuMs.toFixed(0)} ms CPU,` +
    ` ${startup.overHelloWorld.wallMs.toFixed(0)} ms wall` +
    `\nCPU: workerd user+system time over ${CPU_BATCHES} batches of ${CPU_BATCH_SIZE} sequential requests (${CACHED_CPU_BATCH_SIZE} for cpu cached; 10 ms ticks);` +
    ` throughput (req/s): autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, returning visitor;` +
    ` cached = served from the HTML cache or the build's prerendered copy, render = a fresh render (cpu med/max), ceiling = the same bytes` +
    ` 1st/rep = wall ms of the page type's first request in a fresh instance and of a repeat (medians over ${BENCH_LOCALES.length + FIRST_SAMPLE_LOCALES.length} languages);` +
    ` from a constant-body worker; dynamic pages: rendered as production answers (a product host, its providers configured); sizes in KiB`,
);

const report = {
  date: new Date().toISOString(),
  commit: process.env.GIT_COMMIT ?? null,
  settings: {
    connections: CONNECTIONS,
    seconds: SECONDS,
    cpuBatches: CPU_BATCHES,
    cpuBatchSize: CPU_BATCH_SIZE,
    cachedCpuBatchSize: CACHED_CPU_BATCH_SIZE,
  },
  budgets: BUDGETS,
  worker,
  startup,
  pages: results,
  dynamic: dynamic.map(({ headers: _, ...page }) => page),
  failures,
};
mkdirSync("bench/results", { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
writeFileSync(`bench/results/${report.date.replace(/[:.]/g, "-")}.json`, json);
writeFileSync("bench/results/latest.json", json);

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
