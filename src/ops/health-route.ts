import { Hono } from "hono";
import { NO_STORE } from "../edge/cache-control";
import type { AppEnv } from "../env";
import { BUILD_ID } from "../pages/assets";
import { configProblems } from "./config-check";
import { type CheckResult, checkD1, checkKv, checkUpstream } from "./health-checks";

export const HEALTH_PATH = "/__health";

export interface HealthAnswer {
  status: "ok" | "failing";
  build_id: string;
  environment: string;
  checks: { d1: CheckResult; kv: CheckResult; upstream: CheckResult | "not used" };
  /** Missing bindings and secrets by name, with what the site cannot do without them. */
  config: string[];
}

/**
 * `GET /__health`: the build and environment, and whether D1, KV and the upstream MMS API (when
 * API_BASE names one) answer — for the smoke check after a deploy and for uptime monitors. 503 when
 * one fails, so a monitor needs no JSON. Missing secrets are named (`config`), never a value.
 */
export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get(HEALTH_PATH, async (c) => {
    const env = c.env ?? {};
    const apiBase = (env.API_BASE ?? "").trim();
    const [d1, kv, upstream] = await Promise.all([
      checkD1(env),
      checkKv(env),
      apiBase ? checkUpstream(apiBase) : Promise.resolve("not used" as const),
    ]);
    const ok = d1.ok && kv.ok && (upstream === "not used" || upstream.ok);
    const answer: HealthAnswer = {
      status: ok ? "ok" : "failing",
      build_id: BUILD_ID,
      environment: c.get("environment"),
      checks: { d1, kv, upstream },
      config: configProblems(env, c.get("environment")),
    };
    return c.json(answer, ok ? 200 : 503, { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" });
  });
  return app;
}
