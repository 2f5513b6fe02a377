import type { Bindings } from "../env";

/**
 * The European Central Bank's euro foreign exchange reference rates (published on TARGET working
 * days around 16:00 CET), kept in the PRICES namespace for the local-currency hint on prices we
 * charge in another currency (issue 23). Refreshed by the Worker's Cron Trigger at most every few
 * hours; the hint is shown only while the rates are recent.
 */
export const REFERENCE_RATES = {
  URL: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
  KEY: "reference-rates:ecb",
  /** The Cron Trigger runs every 15 minutes; the ECB publishes once a working day. */
  REFRESH_AFTER_MS: 6 * 60 * 60 * 1000,
  /** Older rates say nothing useful about today (a long weekend is 4 days; a week is the limit). */
  MAX_AGE_DAYS: 7,
  FETCH_TIMEOUT_MS: 5000,
} as const;

export interface ReferenceRates {
  /** The rates' reference day, YYYY-MM-DD. */
  date: string;
  /** Units of each currency per euro (the euro itself is 1). */
  perEuro: Readonly<Record<string, number>>;
  /** When we fetched them (epoch ms). */
  fetchedAt: number;
}

/** Reads the ECB's daily XML (`<Cube time='…'>` with `<Cube currency='USD' rate='1.0705'/>`). */
export function parseEcbRates(xml: string, fetchedAt: number): ReferenceRates | null {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) return null;
  const perEuro: Record<string, number> = { EUR: 1 };
  for (const [, currency, rate] of xml.matchAll(
    /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g,
  )) {
    const value = Number(rate);
    if (currency && Number.isFinite(value) && value > 0) perEuro[currency] = value;
  }
  return Object.keys(perEuro).length > 1 ? { date, perEuro, fetchedAt } : null;
}

/** How many units of `to` one unit of `from` is worth, or null when the rates lack either. */
export function unitRate(rates: ReferenceRates, from: string, to: string): number | null {
  const fromPerEuro = rates.perEuro[from];
  const toPerEuro = rates.perEuro[to];
  return fromPerEuro && toPerEuro ? toPerEuro / fromPerEuro : null;
}

/** Whether rates of this reference day still describe `now`. */
export function ratesAreRecent(rates: ReferenceRates, now: number): boolean {
  const day = Date.parse(`${rates.date}T00:00:00Z`);
  return Number.isFinite(day) && now - day <= REFERENCE_RATES.MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}

const isRates = (value: unknown): value is ReferenceRates => {
  const rates = value as Partial<ReferenceRates> | null;
  return (
    typeof rates?.date === "string" &&
    typeof rates.fetchedAt === "number" &&
    typeof rates.perEuro === "object" &&
    rates.perEuro !== null
  );
};

/** The stored rates, or null when none were fetched yet (or the entry is unreadable). */
export async function storedReferenceRates(kv: KVNamespace): Promise<ReferenceRates | null> {
  const value = await kv.get(REFERENCE_RATES.KEY, { type: "json", cacheTtl: 300 }).catch(() => null);
  return isRates(value) ? value : null;
}

/**
 * The Cron Trigger's step: fetches the ECB's rates when the stored ones are a few hours old, and
 * stores them. A failure keeps the old rates (the hint disappears once they are a week old).
 */
export async function refreshReferenceRates(
  env: Pick<Bindings, "PRICES">,
  now = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<"fresh" | "stored" | "failed"> {
  const stored = await storedReferenceRates(env.PRICES);
  if (stored && now - stored.fetchedAt < REFERENCE_RATES.REFRESH_AFTER_MS) return "fresh";
  try {
    const response = await fetcher(REFERENCE_RATES.URL, {
      signal: AbortSignal.timeout(REFERENCE_RATES.FETCH_TIMEOUT_MS),
    });
    const rates = response.ok ? parseEcbRates(await response.text(), now) : null;
    if (!rates) throw new Error(`reference rates: unreadable answer (${response.status})`);
    await env.PRICES.put(REFERENCE_RATES.KEY, JSON.stringify(rates));
    return "stored";
  } catch (error) {
    console.warn(JSON.stringify({ type: "reference-rates", error: String(error) }));
    return "failed";
  }
}
