/**
 * `npm run bench`: the production bundle (`wrangler deploy --dry-run`) under Miniflare, the same
 * workerd that runs in production. Measures server render latency and payload sizes, and fails
 * when a budget is broken. Never run against `wrangler dev` (development React, file watching).
 */
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const BUDGETS = {
  /** Server time for a full page (render + stream), locally, one client. */
  p50Ms: 15,
  p95Ms: 40,
  /** The islands entry every page with an island loads first. */
  entryGzipBytes: 5 * 1024,
  stylesGzipBytes: 12 * 1024,
  /** Workers' free plan allows 3 MiB gzipped for the whole worker; keep far below. */
  workerGzipBytes: 1024 * 1024,
  /** A marketing page's HTML, gzipped. */
  homeHtmlGzipBytes: 16 * 1024,
};

const ORIGIN = "https://www.vpnmaster.com";
const PATHS = ["/", "/de/pricing", "/ar/vpn-server/japan-vpn", "/ja/download/windows", "/fr/blog", "/nope"];
const ROUNDS = 60;

const gz = (data: string | Buffer) => gzipSync(data).length;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// Miniflare 5 takes its new option shape; the v4 shape (as wrangler.toml reads) converts to it.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    modules: true,
    scriptPath: "dist/worker/index.js",
    compatibilityDate: "2026-08-15",
    kvNamespaces: ["PRICES", "CONFIG"],
    d1Databases: ["DB"],
    bindings: { API_BASE: "", PRODUCT_DOMAINS: "www.vpnmaster.com", COOKIE_DOMAIN: "" },
  }),
);

const results: [string, string][] = [];
const failures: string[] = [];
const check = (name: string, value: number, budget: number, unit: "ms" | "B") => {
  results.push([name, `${value.toFixed(unit === "ms" ? 2 : 0)} ${unit} (budget ${budget} ${unit})`]);
  if (value > budget) failures.push(name);
};

// A returning visitor who declined analytics: no consent banner, no analytics write.
const headers = {
  "User-Agent": "Mozilla/5.0 Chrome/140.0",
  "Accept-Language": "en",
  Cookie: "accpeted-cookies=0",
};
const fetchPage = async (path: string) => (await mf.dispatchFetch(ORIGIN + path, { headers })).text();

try {
  // Warm-up: module initialisation and message loading happen once per isolate.
  for (const path of PATHS) await fetchPage(path);

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of PATHS) {
      const start = performance.now();
      await fetchPage(path);
      times.push(performance.now() - start);
    }
  }
  check("page p50", percentile(times, 50), BUDGETS.p50Ms, "ms");
  check("page p95", percentile(times, 95), BUDGETS.p95Ms, "ms");
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  results.push(["pages per second (one client)", (times.length / total).toFixed(0)]);

  check("home HTML gzip", gz(await fetchPage("/")), BUDGETS.homeHtmlGzipBytes, "B");

  const assets = readdirSync("dist/client/assets");
  const sizeOf = (prefix: string) =>
    gz(readFileSync(`dist/client/assets/${assets.find((f) => f.startsWith(prefix))}`));
  check("entry.js gzip", sizeOf("entry-"), BUDGETS.entryGzipBytes, "B");
  check("styles.css gzip", sizeOf("styles-"), BUDGETS.stylesGzipBytes, "B");
  results.push(["react-dom client gzip (island pages only)", `${sizeOf("client-")} B`]);
  check("worker bundle gzip", gz(readFileSync("dist/worker/index.js")), BUDGETS.workerGzipBytes, "B");
} finally {
  await mf.dispose();
}

for (const [name, value] of results) console.log(`${name.padEnd(42)} ${value}`);
if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join(", ")}`);
  process.exit(1);
}
