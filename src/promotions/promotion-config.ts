import type { Bindings } from "../env";
import type { Environment } from "../shared/environment";
import {
  type ActivePromotion,
  PROMOTION_CONFIG_KEYS,
  type PromotionConfig,
  type PromotionConfigKey,
  parsePromotionConfig,
  promotionFor,
} from "../shared/promotion";

/** How long an isolate trusts what it read: an edited promotion is live within a minute. */
export const PROMOTION_CONFIG_TTL_MS = 60_000;

/**
 * The parsed value is cached, never the pending read: a KV promise belongs to the request that
 * started it, and another request awaiting it could hang once the first one has finished.
 */
let cached: { expires: number; config: PromotionConfig } | null = null;

async function readConfig(kv: KVNamespace): Promise<PromotionConfig> {
  const values = await Promise.all(PROMOTION_CONFIG_KEYS.map((key) => kv.get(key)));
  const raw: Partial<Record<PromotionConfigKey, string | null>> = Object.fromEntries(
    PROMOTION_CONFIG_KEYS.map((key, i) => [key, values[i] ?? null]),
  );
  return parsePromotionConfig(raw);
}

/**
 * The promotion config from KV `CONFIG`, read at most once a minute per isolate. An unreadable
 * KV means no promotion for this request (and a retry on the next), never a broken page.
 */
export async function loadPromotionConfig(
  env: Pick<Bindings, "CONFIG">,
  now: number = Date.now(),
): Promise<PromotionConfig> {
  if (cached && now < cached.expires) return cached.config;
  try {
    const config = await readConfig(env.CONFIG);
    cached = { expires: now + PROMOTION_CONFIG_TTL_MS, config };
    return config;
  } catch (error) {
    console.warn("promotion: CONFIG could not be read; no promotion for now", error);
    return parsePromotionConfig({});
  }
}

/** Forgets the cached config (tests, and anything that must see an edit at once). */
export function resetPromotionConfigCache(): void {
  cached = null;
}

/** The promotion in force for a request's environment: the debug values in the sandbox. */
export async function activePromotion(
  env: Pick<Bindings, "CONFIG">,
  environment: Environment,
): Promise<ActivePromotion> {
  return promotionFor(await loadPromotionConfig(env), environment);
}
