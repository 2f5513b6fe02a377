import { Hono } from "hono";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import * as z from "../../shared/zod";
import { advanceSandboxClock, billingNow, DAY_MS } from "./clock";
import { runDueWork } from "./due-work";
import { SANDBOX_CLOCK_PATH } from "./sandbox-paths";

/**
 * The sandbox clock (decision 091): POST /sandbox/clock {"advance_days": N} moves billing's
 * "now" forward and runs the due work the Cron Trigger would (renewals, ends, reminders);
 * GET shows where it stands. 404 outside the sandbox. JSON only, so a cross-site form cannot
 * move it.
 */
export { SANDBOX_CLOCK_PATH };

const advanceSchema = z.object({ advance_days: z.number().check(z.int(), z.gte(1), z.lte(400)) });

export function sandboxClockRoutes() {
  const routes = new Hono<AppEnv>();

  routes.use(SANDBOX_CLOCK_PATH, async (c, next) => {
    if (c.get("environment") !== "sandbox") return c.json({ code: 404, message: "Not Found" }, 404);
    await next();
    c.header("Cache-Control", NO_STORE);
  });

  routes.get(SANDBOX_CLOCK_PATH, async (c) => {
    const now = await billingNow(c.env.DB, "sandbox");
    return c.json({ now, offset_days: Math.round((now - Date.now()) / DAY_MS) });
  });

  routes.post(SANDBOX_CLOCK_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = advanceSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ code: 400, message: "advance_days: a whole number of days from 1 to 400" }, 400);
    const offset = await advanceSandboxClock(c.env.DB, parsed.data.advance_days);
    const report = await runDueWork({
      env: c.env,
      environment: "sandbox",
      realNowMs: Date.now(),
      origin: new URL(c.req.url).origin,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
    return c.json({ offset_days: Math.round(offset / DAY_MS), ...report });
  });

  return routes;
}
