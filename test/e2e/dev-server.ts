import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
/**
 * Starts `wrangler dev` on a free port with its own local state (migrations applied), hands the
 * URL to the browser tests, and stops it afterwards. Chromium must be Debian's.
 */
import { CHROMIUM } from "../quality/chromium";
import { endingReport, startWranglerDev } from "../support/wrangler-dev";

const STATE = ".wrangler/e2e-state";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  const server = await startWranglerDev(STATE);
  project.provide("baseUrl", server.baseUrl);
  return () => {
    // Every test after such an ending fails on a refused connection: say once why.
    const report = endingReport(server, "the e2e server", "the run");
    if (report) console.error(report);
    server.stop();
  };
}
