import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { freePort } from "../support/built-site";
import type { Check } from "./check";
import { examplePath, KEY_ROUTES, routeOf } from "./site";

/**
 * Tests that can only pass over HTTPS, which a loopback server does not speak: HSTS is sent on
 * https only (and left out on localhost on purpose), and there is no http → https redirect.
 */
export const EXPECTED_ON_LOCALHOST = ["strict-transport-security", "redirection"] as const;

interface TestOutput {
  pass: boolean | null;
  result: string;
}
type Test = (requests: unknown) => TestOutput;

const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));

/**
 * The package's install script downloads the HSTS preload list and the TLD list; installs here
 * skip install scripts (no network but the registry), so an empty preload list stands in: a
 * loopback host is in no preload list anyway.
 */
function supplyOfflineData() {
  const files = { "hsts-preload.json": "{}", "tld-list.json": "[]" };
  for (const [name, content] of Object.entries(files)) {
    const path = join(packageDir, "conf", name);
    if (!existsSync(path)) writeFileSync(path, content);
  }
}

/** The Mozilla HTTP Observatory's own tests (the scanner's code, its scoring rules) per key page. */
export const observatory: Check = async ({ baseUrl }) => {
  supplyOfflineData();
  const { retrieve } = (await import(join(packageDir, "src/retriever/retriever.js"))) as {
    retrieve: (host: string, options: object) => Promise<{ responses: { auto?: unknown } }>;
  };
  const { ALL_TESTS } = (await import(join(packageDir, "src/constants.js"))) as { ALL_TESTS: Test[] };
  const url = new URL(baseUrl);
  // Nothing listens here: the https half of the scan fails fast instead of timing out.
  const closedPort = await freePort();
  const problems: string[] = [];
  const notes: string[] = [];
  let passed = 0;
  let total = 0;
  for (const name of KEY_ROUTES) {
    const path = examplePath(routeOf(name));
    const requests = await retrieve(url.hostname, { httpPort: url.port, httpsPort: closedPort, path });
    if (!requests.responses.auto) {
      problems.push(`${path}: the scanner could not reach the site`);
      continue;
    }
    for (const test of ALL_TESTS) {
      const output = test(requests);
      const testName = test.name.replace(/Test$/, "").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      total++;
      if (output.pass) {
        passed++;
        continue;
      }
      const expected = (EXPECTED_ON_LOCALHOST as readonly string[]).includes(testName);
      const line = `${path}: ${testName} → ${output.result}`;
      if (expected) notes.push(`${line} (expected: needs HTTPS)`);
      else problems.push(line);
    }
  }
  return {
    ok: problems.length === 0,
    summary: `${KEY_ROUTES.length} pages × ${ALL_TESTS.length} tests: ${passed}/${total} pass, ${notes.length} expected HTTPS-only failures`,
    problems,
    notes,
  };
};
