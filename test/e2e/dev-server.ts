import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
/**
 * Serves the production bundle (`npm run build`) in workerd with its own fresh local state
 * (migrations applied), hands the URL to the browser tests, and stops it afterwards. Chromium
 * must be Debian's.
 */
import { CHROMIUM } from "../quality/chromium";
import { endingReport, startBuiltSite } from "../support/built-site";

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
  const server = await startBuiltSite(STATE);
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    // Every test after such an ending fails on a refused connection: say once why.
    const report = endingReport(server, "the e2e server", "the run");
    if (report) console.error(report);
    await server.stop();
  };
}
