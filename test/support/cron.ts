import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import worker from "../../src/index";

/** Runs the Worker's Cron Trigger as Cloudflare would, and waits for its work. */
export async function runCron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}
