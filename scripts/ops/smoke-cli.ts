import { smokeCheck } from "./smoke";

/**
 * `npm run smoke -- <base URL> [--version <worker>=<version id>]`: exits 1 when a probe fails.
 * `--version` pins the requests to one version during a gradual rollout.
 */
const args = process.argv.slice(2);
const baseUrl = args.find((arg) => !arg.startsWith("--"));
const pin = args.includes("--version") ? args[args.indexOf("--version") + 1] : undefined;
if (!baseUrl) {
  console.error("usage: npm run smoke -- <base URL> [--version <worker>=<version id>]");
  process.exit(2);
}
const headers: Record<string, string> = {};
if (pin) {
  const [worker, version] = pin.split("=");
  headers["Cloudflare-Workers-Version-Overrides"] = `${worker}="${version}"`;
}
const results = await smokeCheck(baseUrl, { headers });
for (const result of results) console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name}: ${result.detail}`);
const failed = results.filter((result) => !result.ok).length;
console.log(
  failed === 0 ? `smoke: ${results.length} checks passed` : `smoke: ${failed} of ${results.length} failed`,
);
process.exit(failed === 0 ? 0 : 1);
