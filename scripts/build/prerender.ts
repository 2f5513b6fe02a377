/**
 * The last step of `npm run build` (decision 183): starts the just-built Worker (dist/worker with
 * dist/client as its assets) in workerd through Miniflare and renders every page marked
 * `prerender`, in every routed language, cookie choice and environment, as an anonymous visitor.
 * Each answer becomes a template of its nonce and origin under dist/client/_prerendered/<build>/…,
 * which the Worker serves through ASSETS. The run has the probe on (src/routes/prerender-probe.ts)
 * and empty D1 and KV: a marked page that read prices, a promotion, the clock, the visitor or a
 * database fails the build with what it read. `--env <name>` renders with that wrangler
 * environment's vars (npm run deploy passes its own); `--sandbox` adds the sandbox's copies.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import {
  PRERENDER_HOSTS,
  PRERENDERED_ROOT,
  prerenderedPath,
  prerenderedTextOf,
  varsDigest,
} from "../../src/edge/prerendered";
import { LOCALES } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/locale-path";
import { PAGE_MODULES } from "../../src/pages/page-modules";
import { PROBE_CLEAN, PROBE_HEADER } from "../../src/routes/prerender-probe";
import { enumeratePaths } from "../../src/routes/route-def";
import { CONSENT_VALUE } from "../../src/shared/consent";
import type { Environment } from "../../src/shared/environment";
import { PRERENDER_MANIFEST, type PrerenderManifest } from "./prerender-manifest";

const BUILT_WORKER = "dist/worker/index.js";
const CLIENT_DIR = "dist/client";

/** The cookie choices the HTML-cache key holds, with the Cookie header that makes each. */
const CONSENTS: Readonly<Record<string, string | null>> = {
  none: null,
  accepted: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}`,
  declined: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}`,
};

const envFlag = process.argv.indexOf("--env");
const wranglerEnv = envFlag === -1 ? undefined : process.argv[envFlag + 1];

const buildId = (JSON.parse(readFileSync(`${CLIENT_DIR}/builds/latest.json`, "utf8")) as { id: string }).id;
const year = new Date().getUTCFullYear();

/** Every marked page's paths without locale prefix, by route name. */
const pages = PAGE_MODULES.filter((module) => module.default.page.prerender).map((module) => ({
  route: module.route.name,
  paths: enumeratePaths(module.route),
}));

class Quiet extends Log {
  readonly lines: string[] = [];
  constructor() {
    super(LogLevel.WARN);
  }
  protected override log(message: string): void {
    this.lines.push(message);
  }
}

const { modulesRules: _unused, ...workerOptions } = unstable_getMiniflareWorkerOptions(
  "wrangler.toml",
  wranglerEnv,
).workerOptions;
const deployVars = workerOptions.bindings as Record<string, unknown>;
/**
 * Sandbox copies only where sandbox hosts are served: a deployment with SANDBOX=on (staging), or
 * `--sandbox` (`npm run build`, whose output the tests serve with the sandbox on). Production's
 * deploy renders the prod copies alone.
 */
const ENVIRONMENTS: readonly Environment[] =
  deployVars.SANDBOX === "on" || process.argv.includes("--sandbox") ? ["prod", "sandbox"] : ["prod"];
const vars = varsDigest(deployVars as Record<string, string>);
const log = new Quiet();
const mf = new Miniflare(
  convertV4MiniflareOptions({
    ...workerOptions,
    name: "prerender",
    modules: true,
    scriptPath: BUILT_WORKER,
    bindings: {
      ...deployVars,
      // The prod host stands for every product domain, the other for every sandbox host.
      PRODUCT_DOMAINS: PRERENDER_HOSTS.prod,
      SANDBOX: "on",
      PRERENDER_PROBE: "on",
    },
    cf: false,
    log,
    // The request log's lines: kept, printed only when the run fails.
    handleStructuredLogs: ({ message }) => log.lines.push(message),
  }),
);

rmSync(`${CLIENT_DIR}${PRERENDERED_ROOT}`, { recursive: true, force: true });
const failures: string[] = [];
const manifest: PrerenderManifest = {
  buildId,
  vars,
  year,
  environments: ENVIRONMENTS,
  consents: Object.keys(CONSENTS),
  pages: [],
  bytes: 0,
};
const started = Date.now();
try {
  await mf.ready;
  for (const { route, paths } of pages) {
    for (const barePath of paths) {
      for (const language of LOCALES) {
        const path = localizedPath(language, barePath);
        for (const environment of ENVIRONMENTS) {
          const origin = `https://${PRERENDER_HOSTS[environment]}`;
          for (const [consent, cookie] of Object.entries(CONSENTS)) {
            const where = `${route} ${environment} ${consent} ${path}`;
            const response = await mf.dispatchFetch(`${origin}${path}`, {
              redirect: "manual",
              headers: {
                "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
                "Accept-Language": language,
                // No view: the analytics middleware sends no page_show, whose delivery after the
                // response would run (and read the clock) inside the next page's probe.
                "Sec-Purpose": "prefetch",
                ...(cookie ? { Cookie: cookie } : {}),
              },
            });
            const html = await response.text();
            const probe = response.headers.get(PROBE_HEADER);
            const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
            if (response.status !== 200) failures.push(`${where}: status ${response.status}`);
            else if (probe !== PROBE_CLEAN)
              failures.push(`${where}: read at runtime: ${probe ?? "(not probed)"}`);
            else if (!nonce) failures.push(`${where}: no CSP nonce`);
            else {
              const text = prerenderedTextOf(html, nonce, origin);
              if (text.includes(PRERENDER_HOSTS[environment]) || text.includes(nonce))
                failures.push(
                  `${where}: the host or the nonce appears outside the places they are filled in`,
                );
              const file = `${CLIENT_DIR}${prerenderedPath({ buildId, vars, environment, year, consent, language, barePath })}`;
              mkdirSync(dirname(file), { recursive: true });
              writeFileSync(file, text);
              manifest.bytes += Buffer.byteLength(text);
            }
          }
        }
        manifest.pages.push({ route, language, barePath, path });
      }
    }
  }
} finally {
  await mf.dispose();
}

if (failures.length) {
  console.error(
    `prerender: ${failures.length} failures (a page marked prerender must read nothing at runtime):`,
  );
  for (const failure of failures.slice(0, 40)) console.error(`  ${failure}`);
  console.error(log.lines.slice(-20).join("\n"));
  process.exit(1);
}
mkdirSync(dirname(PRERENDER_MANIFEST), { recursive: true });
writeFileSync(PRERENDER_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
const files = manifest.pages.length * ENVIRONMENTS.length * Object.keys(CONSENTS).length;
console.log(
  `prerender: ${manifest.pages.length} pages (${pages.length} routes × ${LOCALES.length} languages), ${files} files, ` +
    `${(manifest.bytes / 1024 / 1024).toFixed(1)} MiB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
