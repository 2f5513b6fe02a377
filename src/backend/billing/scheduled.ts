import type { Bindings } from "../../env";
import { parseConfig } from "../../env";
import { runDueWork } from "./due-work";

/**
 * The Worker's Cron Trigger (wrangler.toml [triggers]): billing's due work. A Cron event has no
 * host, so the environment is the deployment's: sandbox where the configuration allows it
 * (decision 070), and links in mails point at SITE_ORIGIN, else the first product domain.
 */
export async function scheduled(
  _controller: ScheduledController,
  env: Bindings,
  ctx: ExecutionContext,
): Promise<void> {
  const config = parseConfig(env);
  const origin = env.SITE_ORIGIN?.trim() || `https://${config.productDomains[0] ?? "localhost"}`;
  const report = await runDueWork({
    env,
    environment: config.sandbox ? "sandbox" : "prod",
    realNowMs: Date.now(),
    origin,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  console.log(JSON.stringify({ type: "billing-cron", ...report }));
}
