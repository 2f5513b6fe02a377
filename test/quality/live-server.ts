import { type DevServer, endingReport } from "../support/wrangler-dev";
import type { Check, CheckResult } from "./check";

/**
 * `wrangler dev` is tooling, not the site: once in a run it may end on its own, and the check it
 * took down runs again on a new server. Each ending is reported with the server's last lines; a
 * second one fails the run, since a request that kills the server every time is the site's bug.
 */
export const MAX_SERVER_ENDINGS = 1;

export function liveServer(first: DevServer, start: () => Promise<DevServer>, say = console.log) {
  let server = first;
  const endings: string[] = [];

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
    current: () => server,
    /** Every ending so far, each with how and the server's last lines. */
    endings: () => [...endings],
    tooManyEndings: () => endings.length > MAX_SERVER_ENDINGS,

    /** Runs a check; if the server ended under it, reports how, starts another and runs it again. */
    async run(name: string, check: Check): Promise<CheckResult> {
      const notes: string[] = [];
      for (;;) {
        const result = await runOnce(check);
        const ending = server.exited();
        const report = endingReport(server, "the site's server", name);
        if (!ending || !report) return { ...result, notes: [...(result.notes ?? []), ...notes] };
        say(`\n${report}\n`);
        endings.push(report);
        if (endings.length > MAX_SERVER_ENDINGS) return result;
        server = await start();
        say(`site under test: ${server.baseUrl} (started again; ${name} runs again)`);
        notes.push(`ran again after the server ended (${ending})`);
      }
    },
  };
}
