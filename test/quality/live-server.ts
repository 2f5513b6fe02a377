import { type DevServer, endingReport } from "../support/built-site";
import type { Check, CheckResult } from "./check";

/**
 * Runs the gates against one server. The site runs in workerd with no proxy of tooling in front,
 * so a server that ends is the site's failure: the check it ended under fails with the server's
 * last lines, and nothing starts it again.
 */
export function liveServer(server: DevServer) {
  async function runOnce(check: Check): Promise<CheckResult> {
    try {
      return await check({ baseUrl: server.baseUrl, serverLog: server.log });
    } catch (error) {
      return {
        ok: false,
        summary: "the check itself failed",
        problems: [String((error as Error).stack ?? error)],
      };
    }
  }

  return {
    /** How the server ended, with its last lines, or null while it runs. */
    ending: () => endingReport(server, "the site's server", "the checks"),

    /** Runs a check; if the server ended under it, the check fails with how and the last lines. */
    async run(name: string, check: Check): Promise<CheckResult> {
      const result = await runOnce(check);
      const report = endingReport(server, "the site's server", name);
      if (!report) return result;
      return { ...result, ok: false, problems: [report, ...result.problems] };
    },
  };
}
