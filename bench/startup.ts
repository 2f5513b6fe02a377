import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { cpuMs, SITE_BINDINGS, SITE_BUNDLE, workerdPid } from "./workerd";

/**
 * Start-up of the production bundle over a hello-world Worker with the same bindings (issue 21):
 * each run starts a new workerd, waits until it is ready and answers one cheap request
 * (/robots.txt: no D1, no KV, no render), so what differs is the time to parse and run the
 * bundle's global scope (Cloudflare refuses a Worker whose global scope takes over 1 s).
 * The two alternate, so a neighbour's burst on a shared box hits both alike.
 */
const HELLO_WORLD = `export default { fetch() { return new Response("User-agent: *\\n"); } };`;

const PROBE = "/robots.txt";

interface Run {
  /** Wall time until ready and answering. */
  wallMs: number;
  /** CPU the new workerd used by then: what a busy neighbour does not inflate. */
  cpuMs: number;
}

async function readyAndAnswering(worker: { scriptPath: string } | { script: string }): Promise<Run> {
  const start = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "startup",
          modules: true,
          ...worker,
          compatibilityDate: "2026-08-15",
          // The same bindings for both: what the site binds is not what is measured.
          serviceBindings: { ASSETS: () => new Response(null, { status: 404 }) },
          kvNamespaces: { PRICES: "PRICES", CONFIG: "CONFIG" },
          d1Databases: { DB: "DB", BLOG: "BLOG" },
          bindings: { ...SITE_BINDINGS, HTML_CACHE: "on" },
          unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
        },
      ],
    }),
  );
  try {
    await mf.ready;
    const response = await fetch(new URL(PROBE, await mf.unsafeGetDirectURL("startup")));
    await response.text();
    if (response.status !== 200) throw new Error(`${PROBE} answered ${response.status} at start-up`);
    return { wallMs: performance.now() - start, cpuMs: cpuMs(workerdPid()) };
  } finally {
    await mf.dispose();
  }
}

export interface StartupResult {
  site: Run[];
  helloWorld: Run[];
  /** The per-run differences, the mean of their middle half. */
  overHelloWorld: Run;
}

/**
 * The mean of the middle half: a neighbour's burst lands in the dropped quarters, and unlike a
 * median it resolves below the 10 ms clock tick that each run's CPU is read in (a median of
 * differences of whole ticks could only say 110 or 120).
 */
function middleMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const quarter = Math.floor(sorted.length / 4);
  const middle = sorted.slice(quarter, sorted.length - quarter);
  return middle.reduce((sum, value) => sum + value, 0) / (middle.length || 1);
}

export async function measureStartup(runs: number): Promise<StartupResult> {
  const site: Run[] = [];
  const helloWorld: Run[] = [];
  // One of each first, unmeasured: the first workerd of a process pays for loading the binary.
  await readyAndAnswering({ script: HELLO_WORLD });
  await readyAndAnswering({ scriptPath: SITE_BUNDLE });
  for (let run = 0; run < runs; run++) {
    helloWorld.push(await readyAndAnswering({ script: HELLO_WORLD }));
    site.push(await readyAndAnswering({ scriptPath: SITE_BUNDLE }));
  }
  const over = (of: keyof Run) => middleMean(site.map((s, run) => s[of] - (helloWorld[run]?.[of] ?? 0)));
  return { site, helloWorld, overHelloWorld: { wallMs: over("wallMs"), cpuMs: over("cpuMs") } };
}
