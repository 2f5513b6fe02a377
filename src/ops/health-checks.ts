import { plans } from "../api/contract/payment";
import type { Bindings } from "../env";

/** One dependency's state: `ok`, how long it took, and in words what failed (never a secret). */
export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

/** Each probe gets this long: a health check that hangs tells the operator nothing. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

async function timed(probe: () => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_PROBE_TIMEOUT_MS} ms`)),
      HEALTH_PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([probe(), timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return {
      ok: false,
      ms: Date.now() - started,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

const missing = (name: string) => new Error(`binding ${name} is missing`);

export const checkD1 = (env: Partial<Bindings>) =>
  timed(async () => {
    if (!env.DB) throw missing("DB");
    await env.DB.prepare("SELECT 1").first();
  });

export const checkKv = (env: Partial<Bindings>) =>
  timed(async () => {
    if (!env.PRICES) throw missing("PRICES");
    if (!env.CONFIG) throw missing("CONFIG");
    await Promise.all([env.PRICES.get("__health"), env.CONFIG.get("__health")]);
  });

/** The upstream MMS API answers its public plans call (only when API_BASE names one). */
export const checkUpstream = (apiBase: string, fetcher: typeof fetch = fetch) =>
  timed(async () => {
    const response = await fetcher(new URL(plans.path, apiBase), { headers: { Accept: "application/json" } });
    await response.body?.cancel();
    if (response.status >= 500) throw new Error(`answered HTTP ${response.status}`);
  });
