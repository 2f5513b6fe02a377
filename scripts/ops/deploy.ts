import { execFileSync } from "node:child_process";
import { syncBlog } from "../../src/blog/blog-sync";
import { readBuiltBlog, tagLabelsFromLocales } from "../blog/built-content";
import { wranglerRunner } from "../blog/wrangler-runner";
import {
  deployArgs,
  parseSteps,
  stableVersion,
  uploadedVersion,
  type VersionShare,
  versionOverride,
} from "./rollout";
import { smokeCheck } from "./smoke";

/**
 * `npm run deploy -- [--env staging] [--dry-run] [--steps 10,100] [--wait 120] [--url https://…]`
 *
 * Builds, applies D1 migrations (written to work with the version still running), syncs the blog
 * into BLOG (decision 181), uploads a new
 * version, then moves traffic to it step by step; after each step the smoke check runs against
 * the new version (pinned by header) and a failure sends all traffic back to the version that
 * served before, and exits 1. `--dry-run` builds the exact bundle and uploads nothing.
 */
const WORKER = "vpn-master-web";
const SITE_URL: Record<string, string> = {
  production: "https://www.vpnmaster.com",
  staging: "https://staging.vpnmaster.com",
};

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const env = option("--env") ?? "production";
const dryRun = args.includes("--dry-run");
const steps = parseSteps(option("--steps"));
const waitSeconds = Number(option("--wait") ?? 120);
const siteUrl = option("--url") ?? SITE_URL[env];
const worker = env === "production" ? WORKER : `${WORKER}-${env}`;
const envArgs = env === "production" ? [] : ["--env", env];

function run(command: string, commandArgs: string[], capture = false): string {
  console.log(`\n$ ${command} ${commandArgs.join(" ")}`);
  const output = execFileSync(command, commandArgs, {
    encoding: "utf8",
    stdio: capture ? ["inherit", "pipe", "inherit"] : "inherit",
  });
  if (capture) process.stdout.write(output);
  return output ?? "";
}

async function smoke(version: string): Promise<boolean> {
  if (!siteUrl) throw new Error(`no URL for --env ${env}: pass --url`);
  const results = await smokeCheck(siteUrl, { headers: versionOverride(worker, version) });
  for (const result of results)
    console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name}: ${result.detail}`);
  return results.every((result) => result.ok);
}

run("npx", ["vite", "build"]);
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist/worker", ...envArgs]);
// The anonymous pages into the static assets, rendered by this bundle with this environment's vars
// (decision 183); the upload below carries them.
run("npm", ["run", "prerender", "--", ...envArgs]);
if (dryRun) {
  console.log(`\ndry run for ${env}: built dist/worker and the prerendered pages, uploaded nothing`);
  process.exit(0);
}
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote", ...envArgs]);
// The blog's articles and search index into BLOG, only what changed (decision 181). Before the
// upload: the running version reads the same tables, and a new article is served at once.
const blog = await syncBlog(
  wranglerRunner(["--remote", ...envArgs]),
  readBuiltBlog(),
  tagLabelsFromLocales(),
);
console.log(`blog: ${JSON.stringify(blog)}`);
const status = JSON.parse(run("npx", ["wrangler", "deployments", "status", "--json", ...envArgs], true)) as {
  versions?: VersionShare[];
};
const stable = stableVersion(status.versions ?? []);
const tag = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const next = uploadedVersion(run("npx", ["wrangler", "versions", "upload", "--tag", tag, ...envArgs], true));

for (const percent of steps) {
  run("npx", ["wrangler", ...deployArgs(next, stable, percent, `rollout ${tag} at ${percent}%`), ...envArgs]);
  const healthy = await smoke(next);
  if (healthy && percent < 100 && waitSeconds > 0) {
    // Time for real traffic on the split to show errors in Workers Logs before the next step.
    console.log(`waiting ${waitSeconds} s at ${percent}% (watch: wrangler tail ${envArgs.join(" ")})`);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
  if (!healthy) {
    if (stable)
      run("npx", [
        "wrangler",
        "versions",
        "deploy",
        `${stable}@100`,
        "--yes",
        "--message",
        `smoke failed: back from ${tag}`,
        ...envArgs,
      ]);
    console.error(
      `\nsmoke check failed at ${percent}%: traffic is back on ${stable ?? "(no earlier version)"}`,
    );
    process.exit(1);
  }
}
console.log(`\n${tag} (${next}) serves all of ${env}`);
