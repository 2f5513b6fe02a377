/**
 * `npm run bench`: the production bundle under workerd (Miniflare, direct sockets), per page
 * type in en, de and ar: server CPU time per request, throughput at 16 connections and its ratio
 * to a constant-body worker serving the same bytes in the same workerd (the ceiling), and the
 * bytes a visitor downloads. Prints one table, writes bench/results/<timestamp>.json and
 * latest.json, and exits non-zero when a budget is broken. Loopback only.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { type Compressed, compressed, pageAssets } from "./bytes";
import { BENCH_PAGES, type BenchPage, FIRST_VISIT_HEADERS, RETURNING_HEADERS } from "./pages";
import { cpuMs, startWorkerd } from "./workerd";

export const BUDGETS = {
  /** Server CPU per request, median of batches (render + stream + HTTP). */
  cpuMedianMs: 15,
  /** The slowest batch: a page whose render sometimes stalls shows here. */
  cpuMaxMs: 40,
  /**
   * Throughput as a share of the constant-body ceiling. Rendering React costs ten to thirty times a
   * constant body today (ratio 0.03 to 0.26); the bar catches a render that gets several times slower.
   */
  minCeilingRatio: 0.02,
  /** House rule: a first visit to a content page loads at most 5 KB gzip of JavaScript. */
  firstVisitJsGzip: 5 * 1024,
  cssGzip: 12 * 1024,
  htmlGzip: 24 * 1024,
  /** Workers allow 3 MiB gzipped for the whole worker; keep far below. */
  workerGzip: 1024 * 1024,
};

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Site and ceiling take turns in slices, so a neighbour's burst on a shared box hits both alike. */
const SLICES = 2;
const CPU_BATCHES = 10;
const CPU_BATCH_SIZE = 30;

interface PageResult extends BenchPage {
  status: number;
  cpuMs: { median: number; max: number };
  rps: number;
  ceilingRps: number;
  ratio: number;
  errors: number;
  firstVisit: { html: Compressed; js: Compressed; css: Compressed; scripts: string[] };
  returning: { html: Compressed; js: Compressed; css: Compressed };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function get(base: URL, path: string, headers: Record<string, string>) {
  const response = await fetch(new URL(path, base), { headers });
  return { status: response.status, body: await response.text() };
}

/** Sequential requests in batches; CPU per request is each batch's workerd CPU time over its size. */
async function cpuPerRequest(base: URL, path: string, pid: number) {
  const perBatch: number[] = [];
  for (let batch = 0; batch < CPU_BATCHES; batch++) {
    const before = cpuMs(pid);
    for (let i = 0; i < CPU_BATCH_SIZE; i++) await get(base, path, RETURNING_HEADERS);
    perBatch.push((cpuMs(pid) - before) / CPU_BATCH_SIZE);
  }
  return { median: median(perBatch), max: Math.max(...perBatch) };
}

async function slice(base: URL, path: string) {
  const result = await autocannon({
    url: new URL(path, base).href,
    connections: CONNECTIONS,
    duration: SECONDS / SLICES,
    headers: RETURNING_HEADERS,
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts };
}

/** Requests per second of the site and of the ceiling for one path, measured in alternating slices. */
async function throughput(workerd: { site: URL; ceiling: URL }, path: string) {
  const totals = { site: 0, ceiling: 0, errors: 0 };
  for (let i = 0; i < SLICES; i++) {
    const site = await slice(workerd.site, path);
    const ceiling = await slice(workerd.ceiling, path);
    totals.site += site.requests;
    totals.ceiling += ceiling.requests;
    totals.errors += site.errors;
  }
  return { rps: totals.site / SECONDS, ceilingRps: totals.ceiling / SECONDS, errors: totals.errors };
}

// Phase 1: the site alone renders each page once, for the bytes and for the ceiling's bodies.
const rendering = await startWorkerd(null);
const bodies: Record<string, string> = {};
const firstVisits = new Map<string, { status: number; body: string }>();
try {
  for (const page of BENCH_PAGES) {
    await get(rendering.site, page.path, RETURNING_HEADERS); // warm-up
    bodies[page.path] = (await get(rendering.site, page.path, RETURNING_HEADERS)).body;
    firstVisits.set(page.path, await get(rendering.site, page.path, FIRST_VISIT_HEADERS));
  }
} finally {
  await rendering.dispose();
}

// Phase 2: the site and its ceiling in one workerd, measured one after the other.
const workerd = await startWorkerd(bodies);
const results: PageResult[] = [];
try {
  for (const page of BENCH_PAGES) {
    const { status } = await get(workerd.site, page.path, RETURNING_HEADERS);
    const cpu = await cpuPerRequest(workerd.site, page.path, workerd.pid);
    const load = await throughput(workerd, page.path);
    const first = firstVisits.get(page.path) ?? { status: 0, body: "" };
    const returningBody = bodies[page.path] ?? "";
    const firstAssets = pageAssets(first.body);
    const returningAssets = pageAssets(returningBody);
    results.push({
      ...page,
      status,
      cpuMs: cpu,
      rps: load.rps,
      ceilingRps: load.ceilingRps,
      ratio: load.rps / load.ceilingRps,
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
} finally {
  await workerd.dispose();
}
process.stdout.write("\n");

const worker = compressed(readFileSync("dist/worker/index.js"));

const failures: string[] = [];
const over = (what: string, value: number, budget: number, lower = false) => {
  if (lower ? value < budget : value > budget)
    failures.push(`${what}: ${value.toFixed(2)} (budget ${lower ? "≥" : "≤"} ${budget})`);
};
for (const r of results) {
  const name = `${r.locale} ${r.type}`;
  over(`${name} CPU median ms`, r.cpuMs.median, BUDGETS.cpuMedianMs);
  over(`${name} CPU max ms`, r.cpuMs.max, BUDGETS.cpuMaxMs);
  over(`${name} throughput / ceiling`, r.ratio, BUDGETS.minCeilingRatio, true);
  over(`${name} first-visit JS gzip B`, r.firstVisit.js.gzip, BUDGETS.firstVisitJsGzip);
  over(`${name} CSS gzip B`, r.firstVisit.css.gzip, BUDGETS.cssGzip);
  over(`${name} HTML gzip B`, r.firstVisit.html.gzip, BUDGETS.htmlGzip);
  if (r.errors > 0) failures.push(`${name}: ${r.errors} errors under load`);
}
over("worker bundle gzip B", worker.gzip, BUDGETS.workerGzip);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const header = [
  "page".padEnd(18),
  "st".padStart(3),
  "cpu med".padStart(8),
  "cpu max".padStart(8),
  "req/s".padStart(7),
  "ceiling".padStart(8),
  "ratio".padStart(6),
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
      `${r.cpuMs.median.toFixed(2)}ms`.padStart(8),
      `${r.cpuMs.max.toFixed(2)}ms`.padStart(8),
      r.rps.toFixed(0).padStart(7),
      r.ceilingRps.toFixed(0).padStart(8),
      r.ratio.toFixed(2).padStart(6),
      `${kb(r.firstVisit.html.gzip)}/${kb(r.firstVisit.html.brotli)}`.padStart(11),
      `${kb(r.firstVisit.js.gzip)}/${kb(r.firstVisit.js.brotli)}`.padStart(13),
      kb(r.returning.js.gzip).padStart(7),
      `${kb(r.firstVisit.css.gzip)}/${kb(r.firstVisit.css.brotli)}`.padStart(10),
    ].join(" "),
  );
}
console.log(
  `\nworker bundle: ${kb(worker.raw)} KiB raw, ${kb(worker.gzip)} KiB gzip, ${kb(worker.brotli)} KiB brotli` +
    `\nCPU: workerd user+system time over ${CPU_BATCHES} batches of ${CPU_BATCH_SIZE} sequential requests (10 ms ticks);` +
    ` throughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, returning visitor; sizes in KiB`,
);

const report = {
  date: new Date().toISOString(),
  commit: process.env.GIT_COMMIT ?? null,
  settings: {
    connections: CONNECTIONS,
    seconds: SECONDS,
    cpuBatches: CPU_BATCHES,
    cpuBatchSize: CPU_BATCH_SIZE,
  },
  budgets: BUDGETS,
  worker,
  pages: results,
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
