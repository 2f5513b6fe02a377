import { type LocalizedPrices, localizedPricesSchema } from "../api/payment";
import { currencyForCountry } from "../catalog/currencies";

/**
 * Localized price lookups cached in the PRICES KV namespace, keyed by the sorted product ids, the
 * country and the currency that country is quoted (so a country that changes currency, as the euro
 * area did with decision 178, never reads an entry in its old one). An entry is fresh for FRESH_MS; after that it is still served (stale) while one
 * refresh runs in ctx.waitUntil; KV drops it after TTL_SECONDS.
 *
 * KV allows one write per second per key and is eventually consistent (another location may read
 * the old entry for up to a minute after a write), so several isolates may refresh the same key
 * at once: each isolate refreshes a key at most once at a time and writes it at most once per
 * WRITE_INTERVAL_MS, and a rejected write (429) is only logged. Prices here are for display;
 * payment always re-quotes on the server.
 */
export const PRICES_CACHE = {
  FRESH_MS: 10 * 60 * 1000,
  TTL_SECONDS: 24 * 60 * 60,
  WRITE_INTERVAL_MS: 1000,
  VERSION: "v1",
} as const;

export type PriceLookup = (productIds: readonly number[], country: string | null) => Promise<LocalizedPrices>;

export interface CachedPrices {
  prices: LocalizedPrices;
  /** hit: fresh entry; stale: served while refreshing; miss: fetched now. */
  cache: "hit" | "stale" | "miss";
}

interface Entry {
  storedAt: number;
  prices: LocalizedPrices;
}

export interface CacheDeps {
  kv: KVNamespace;
  lookup: PriceLookup;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

export function pricesCacheKey(productIds: readonly number[], country: string | null): string {
  const ids = [...new Set(productIds)].sort((a, b) => a - b).join(",");
  return `prices:${PRICES_CACHE.VERSION}:${currencyForCountry(country)}:${country ?? "--"}:${ids}`;
}

const refreshing = new Map<string, Promise<void>>();
const lastWrite = new Map<string, number>();

async function store(kv: KVNamespace, key: string, entry: Entry): Promise<void> {
  const previous = lastWrite.get(key) ?? 0;
  if (entry.storedAt - previous < PRICES_CACHE.WRITE_INTERVAL_MS) return;
  lastWrite.set(key, entry.storedAt);
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: PRICES_CACHE.TTL_SECONDS });
  } catch (error) {
    console.warn(`prices: cache write for ${key} failed`, error);
  }
}

async function fetchPrices(deps: CacheDeps, ids: readonly number[], country: string | null) {
  // Never cache an answer that does not have the contract's shape.
  return localizedPricesSchema.parse(await deps.lookup(ids, country));
}

async function readEntry(kv: KVNamespace, key: string): Promise<Entry | null> {
  try {
    const entry = await kv.get<Entry>(key, "json");
    return entry &&
      typeof entry.storedAt === "number" &&
      localizedPricesSchema.safeParse(entry.prices).success
      ? entry
      : null;
  } catch (error) {
    console.warn(`prices: cache read for ${key} failed`, error);
    return null;
  }
}

function refresh(deps: CacheDeps, key: string, ids: readonly number[], country: string | null): void {
  if (refreshing.has(key)) return;
  const now = deps.now ?? Date.now;
  const job = fetchPrices(deps, ids, country)
    .then((prices) => store(deps.kv, key, { storedAt: now(), prices }))
    .catch((error: unknown) => console.warn(`prices: refresh of ${key} failed, stale prices kept`, error))
    .finally(() => refreshing.delete(key));
  refreshing.set(key, job);
  deps.waitUntil(job);
}

/** The lookup through the cache; throws only when there is no entry and the lookup fails. */
export async function cachedPrices(
  deps: CacheDeps,
  productIds: readonly number[],
  country: string | null,
): Promise<CachedPrices> {
  const now = deps.now ?? Date.now;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const key = pricesCacheKey(ids, country);
  const entry = await readEntry(deps.kv, key);
  if (entry) {
    if (now() - entry.storedAt < PRICES_CACHE.FRESH_MS) return { prices: entry.prices, cache: "hit" };
    refresh(deps, key, ids, country);
    return { prices: entry.prices, cache: "stale" };
  }
  const prices = await fetchPrices(deps, ids, country);
  deps.waitUntil(store(deps.kv, key, { storedAt: now(), prices }));
  return { prices, cache: "miss" };
}
