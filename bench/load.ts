/**
 * `npm run load`: 60 seconds at saturation against the production bundle under workerd (direct
 * socket, loopback), cycling through every bench page: zero errors and zero 5xx, and workerd's
 * resident memory at the start and the end, which must stay flat (a leak grows it steadily).
 */
import autocannon from "autocannon";
import { BENCH_PAGES, RETURNING_HEADERS } from "./pages";
import { rssMiB, startWorkerd } from "./workerd";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 32;
/**
 * V8 grows its heap for the first seconds of load and then holds (measured: 100 → ~250 MiB within
 * 20 s, then flat). Flat means: after the first third of the run, RSS grows by less than this.
 */
const MAX_RSS_GROWTH_MIB = 64;

const workerd = await startWorkerd(null);
try {
  // Warm-up: every page once, so the start figure is the settled isolate, not an empty one.
  for (const page of BENCH_PAGES)
    await fetch(new URL(page.path, workerd.site), { headers: RETURNING_HEADERS });
  const startRss = rssMiB(workerd.pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMiB(workerd.pid)), 5000);
  const result = await autocannon({
    url: workerd.site.href,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: BENCH_PAGES.map((page) => ({ method: "GET", path: page.path, headers: RETURNING_HEADERS })),
  });
  clearInterval(sampler);
  const endRss = rssMiB(workerd.pid);
  console.log(`workerd RSS every 5 s (MiB): ${samples.map((v) => v.toFixed(0)).join(" ")}`);
  const warmRss = samples[Math.floor(samples.length / 3)] ?? startRss;
  const serverErrors = result["5xx"];
  console.log(
    `load: ${SECONDS} s, ${CONNECTIONS} connections, ${BENCH_PAGES.length} pages in turn: ` +
      `${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
      `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors}; ` +
      `workerd RSS ${startRss.toFixed(1)} MiB at start, ${warmRss.toFixed(1)} MiB after a third, ${endRss.toFixed(1)} MiB at the end`,
  );
  const problems = [
    result.errors + result.timeouts > 0
      ? `${result.errors + result.timeouts} connection errors/timeouts`
      : "",
    serverErrors > 0 ? `${serverErrors} answers 5xx` : "",
    endRss - warmRss > MAX_RSS_GROWTH_MIB
      ? `RSS grew ${(endRss - warmRss).toFixed(1)} MiB after warm-up`
      : "",
  ].filter(Boolean);
  if (problems.length) {
    console.error(`load failed: ${problems.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await workerd.dispose();
}
