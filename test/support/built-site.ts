import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { readBuiltBlog, tagLabelsFromLocales } from "../../scripts/blog/built-content";
import { d1Runner, syncBlog } from "../../src/blog/blog-sync";

/** The site under test: its URL, everything it has logged so far, and how to stop it. */
export interface DevServer {
  baseUrl: string;
  log: () => string;
  /** How it ended ("workerd ended") if it did, else null. */
  exited: () => string | null;
  stop: () => Promise<void>;
}

/** The production bundle `npm run build` writes; the tests serve exactly this file. */
export const BUILT_WORKER = "dist/worker/index.js";

/**
 * What the tests change from wrangler.toml: the sandbox features (outbox, sandbox providers,
 * recaptcha stand-in) on. Everything else, the HTML cache included, stays as deployed.
 */
export const TEST_VARS = { SANDBOX: "on" } as const;

/** How many of its last log lines tell why a server ended. */
const LAST_LINES = 40;

/** "the site's server ended (…) during …; its last lines: …", or null while it runs. */
export function endingReport(server: DevServer, name: string, during: string): string | null {
  const ending = server.exited();
  if (!ending) return null;
  const lastLines = server.log().trimEnd().split("\n").slice(-LAST_LINES).join("\n");
  return `${name} ended (${ending}) during ${during}; its last lines:\n${lastLines}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Miniflare's own messages (start-up, request lines, asset warnings), kept instead of printed. */
class CapturedLog extends Log {
  constructor(private readonly append: (line: string) => void) {
    super(LogLevel.INFO);
  }
  protected override log(message: string): void {
    this.append(message);
  }
}

/** The workerd child of this process that started after `before` was listed. */
function newWorkerdPid(before: Set<number>): number | null {
  for (const pid of workerdChildren()) if (!before.has(pid)) return pid;
  return null;
}

function workerdChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (stat.includes("(workerd)") && parent === process.pid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves the output of `npm run build` (dist/worker plus dist/client as ASSETS) in workerd through
 * Miniflare, with the bindings and vars of wrangler.toml, local D1 and KV kept in `state` (emptied
 * first, the migrations applied), and TEST_VARS (and `vars`, e.g. HTML_CACHE=off) on top. Requests come in through Miniflare's entry
 * socket inside workerd, which stands in for the edge: it adds CF-Connecting-IP and a fixed
 * request.cf (Miniflare's placeholder location), as wrangler dev did; no Node proxy is in the path.
 */
export async function startBuiltSite(
  state: string,
  vars: Readonly<Record<string, string>> = {},
): Promise<DevServer> {
  if (!existsSync(BUILT_WORKER)) {
    throw new Error(`${BUILT_WORKER} is missing: run \`npm run build\` first (npm test and check:site do)`);
  }
  rmSync(state, { recursive: true, force: true });
  // modulesRules name the non-JS imports of src/; the bundle has none, and Miniflare 5 takes no such rules.
  const { modulesRules: _unused, ...workerOptions } =
    unstable_getMiniflareWorkerOptions("wrangler.toml").workerOptions;
  const output = { text: "" };
  const append = (line: string) => {
    output.text += line.endsWith("\n") ? line : `${line}\n`;
  };
  const before = new Set(workerdChildren());
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: "site",
      modules: true,
      scriptPath: BUILT_WORKER,
      bindings: { ...(workerOptions.bindings as Record<string, unknown>), ...TEST_VARS, ...vars },
      host: "127.0.0.1",
      port: await freePort(),
      // No fetch of Cloudflare's cf.json: every request gets the same placeholder location.
      cf: false,
      resourcePersistencePath: state,
      log: new CapturedLog(append),
      handleStructuredLogs: ({ level, message }) => append(`[${level}] ${message}`),
    }),
  );
  const url = await mf.ready;
  // The plans and prices the pages read, and the blog, as a fresh deploy has them.
  const db = await mf.getD1Database("DB");
  for (const migration of await readD1Migrations("migrations")) {
    for (const query of migration.queries) await db.prepare(query).run();
  }
  await syncBlog(d1Runner(await mf.getD1Database("BLOG")), readBuiltBlog(), tagLabelsFromLocales());
  const pid = newWorkerdPid(before);
  let stopped = false;
  return {
    baseUrl: url.origin,
    log: () => output.text,
    exited: () => (stopped || pid === null || isRunning(pid) ? null : "workerd ended"),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await mf.dispose();
    },
  };
}
