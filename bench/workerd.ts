import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { convertV4MiniflareOptions, Miniflare, Response as MiniflareResponse } from "miniflare";
import { readBuiltBlog, tagLabelsFromLocales } from "../scripts/blog/built-content";
import { PROVIDER_SETUP } from "../src/backend/payment/availability";
import { d1Runner, syncBlog } from "../src/blog/blog-sync";
import type { BuiltLocale } from "../src/blog/types";

/**
 * The production bundle (`npm run build` → dist/worker), once as deployed and once with the HTML
 * cache off, and a constant-body "ceiling" worker in ONE workerd, each reached through a direct socket (Miniflare's `unsafeDirectSockets`): no
 * Miniflare entry worker in the path, so the two are measured through the same kind of socket.
 */
export interface Workerd {
  /** The site as deployed: anonymous pages come from the HTML cache once stored. */
  site: URL;
  /** The same bundle with the HTML cache off: every request renders. */
  render: URL;
  /** The same again, answering as production: the dynamic pages are measured here. */
  product: URL;
  ceiling: URL;
  /** The workerd process, for CPU and memory figures. */
  pid: number;
  dispose: () => Promise<void>;
}

/** The site's built bundle; BENCH_WORKER: another build's (copied under dist/) to compare with it. */
export const SITE_BUNDLE = process.env.BENCH_WORKER ?? "dist/worker/index.js";

export const SITE_BINDINGS = {
  API_BASE: "",
  PRODUCT_DOMAINS: "www.vpnmaster.com",
  COOKIE_DOMAIN: "",
  SANDBOX: "on",
};

/**
 * The product worker's host is one of its product domains, so it runs in prod: no sandbox-only
 * work such as the billing clock's read on every billing call, which production never does.
 * Its payment providers are configured as production's are (placeholders: rendering a checkout
 * only asks which providers are set up, it never calls one).
 */
const PRODUCT_BINDINGS = {
  PRODUCT_DOMAINS: `${SITE_BINDINGS.PRODUCT_DOMAINS},127.0.0.1`,
  ...Object.fromEntries(
    Object.values(PROVIDER_SETUP).flatMap((setup) =>
      setup.secrets.map((name) => [name, "bench-placeholder"]),
    ),
  ),
};

/** A worker that answers each path with fixed bytes and does nothing else. */
function ceilingScript(bodies: Record<string, string>): string {
  return `const BODIES = new Map(Object.entries(${JSON.stringify(bodies)}));
const HEADERS = { "Content-Type": "text/html; charset=utf-8" };
export default { fetch(request) {
  const body = BODIES.get(new URL(request.url).pathname);
  return new Response(body ?? "", { status: body === undefined ? 404 : 200, headers: HEADERS });
} };`;
}

/** Children of this process whose command is workerd. */
export function workerdPid(known: readonly number[] = []): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || known.includes(Number(entry))) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (stat.includes("(workerd)") && Number(fields[1]) === process.pid) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error("workerd process not found");
}

/** CPU time (user + system) the process has used, in milliseconds (clock-tick resolution). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU per request over `size` sequential requests: the process's CPU time for them over `size`. */
export async function batchCpuMs(
  pid: number,
  size: number,
  request: () => Promise<unknown>,
): Promise<number> {
  const before = cpuMs(pid);
  for (let i = 0; i < size; i++) await request();
  return (cpuMs(pid) - before) / size;
}

/** Resident memory of the process, in MiB. */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
}

const CLIENT_DIR = "dist/client";

/** The built static assets, as the ASSETS binding answers them (the Worker reads JSON only). */
async function assetsFromDisk(request: Request): Promise<MiniflareResponse> {
  const path = normalize(decodeURIComponent(new URL(request.url).pathname));
  if (path.includes("..")) return new MiniflareResponse(null, { status: 404 });
  try {
    const body = await readFile(join(CLIENT_DIR, path));
    return new MiniflareResponse(body, { headers: { "Content-Type": "application/json" } });
  } catch {
    return new MiniflareResponse(null, { status: 404 });
  }
}

/** The site alone (to render the pages the ceiling will serve), or the site with its ceiling. */
export async function startWorkerd(
  ceilingBodies: Record<string, string> | null,
  blog: BuiltLocale[] | null = null,
  inspectorPort?: number,
  /** Another build's bundle, and the workerd processes already running (an A/B in one run). */
  other?: { scriptPath: string; running: readonly number[] },
): Promise<Workerd> {
  const ceiling = {
    name: "ceiling",
    modules: true,
    script: ceilingScript(ceilingBodies ?? {}),
    compatibilityDate: "2026-08-15",
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  };
  const site = (name: string, htmlCache: "on" | "off", bindings: Record<string, string> = {}) => ({
    // The ASSETS binding the Worker reads its messages through (decision 130);
    // without it every page renders without its texts. A plain binding, not Miniflare's asset
    // router: the router would put a second JavaScript worker in front of every request, which
    // the ceiling does not pay and Cloudflare's edge does not run as a Worker.
    serviceBindings: { ASSETS: assetsFromDisk },
    name,
    modules: true,
    scriptPath: other?.scriptPath ?? SITE_BUNDLE,
    compatibilityDate: "2026-08-15",
    kvNamespaces: { PRICES: "PRICES", CONFIG: "CONFIG" },
    // One database of each for all three: the migrations and the content sync below fill them once.
    d1Databases: { DB: "DB", BLOG: "BLOG" },
    bindings: { ...SITE_BINDINGS, HTML_CACHE: htmlCache, ...bindings },
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  });
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      // `npm run bench -- --profile`: the workers' inspector, for a CPU profile of their requests.
      ...(inspectorPort ? { inspectorPort } : {}),
      workers: [
        site("site", "on"),
        site("render", "off"),
        site("product", "off", PRODUCT_BINDINGS),
        ...(ceilingBodies ? [ceiling] : []),
      ],
    }),
  );
  await mf.ready;
  // The plans and prices the pages read, and the blog, as a fresh deploy has them.
  const db = await mf.getD1Database("DB", "site");
  for (const migration of await readD1Migrations("migrations")) {
    for (const query of migration.queries) await db.prepare(query).run();
  }
  await syncBlog(
    d1Runner(await mf.getD1Database("BLOG", "site")),
    blog ?? readBuiltBlog(),
    tagLabelsFromLocales(),
    // A synthetic corpus loads in large batches (under D1’s 2 MB parameter): fewer transactions.
    { articlesPerBatch: blog ? 300 : undefined },
  );
  return {
    site: await mf.unsafeGetDirectURL("site"),
    render: await mf.unsafeGetDirectURL("render"),
    product: await mf.unsafeGetDirectURL("product"),
    ceiling: ceilingBodies ? await mf.unsafeGetDirectURL("ceiling") : new URL("http://127.0.0.1:9/"),
    pid: workerdPid(other?.running),
    dispose: () => mf.dispose(),
  };
}
