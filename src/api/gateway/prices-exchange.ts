import { localizePrices } from "../../backend/l10n/prices";
import { APP_TYPE } from "../../catalog/app";
import { type Bindings, parseConfig } from "../../env";
import { type LocalizedPrices, localizedPricesSchema, PRICES_PATH } from "../payment";
import { remainingMs, type UpstreamOptions } from "./upstream";

/**
 * The price localization call (GET /l10n/prices), wherever the MMS API lives: in-process when
 * API_BASE is empty, else upstream. It answers outside the contract's envelope, so it has this
 * transport of its own. Unknown products throw UnknownProductError (in-process); an upstream
 * that hangs, fails or answers another shape throws an Error naming why.
 */
export async function exchangePrices(
  env: Bindings,
  productIds: readonly number[],
  country: string | null,
  upstream: UpstreamOptions,
): Promise<LocalizedPrices> {
  const { apiBase } = parseConfig(env);
  if (!apiBase) return localizePrices(env.DB, productIds, country);
  const query = new URLSearchParams({ product_ids: productIds.join(",") });
  if (country) query.set("customer_country", country);
  const url = `${apiBase}${PRICES_PATH}?${query}`;
  const budget = remainingMs(upstream);
  if (budget <= 0) throw new Error(`${url}: not asked, the page's upstream budget is spent`);
  const response = await upstream.fetch(url, {
    headers: { "X-App-Type": String(APP_TYPE), Accept: "application/json" },
    signal: AbortSignal.timeout(budget),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => {
    throw new Error(`${url}: the answer is not JSON`);
  });
  const parsed = localizedPricesSchema.safeParse(body);
  if (!parsed.success) throw new Error(`${url}: unexpected answer (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}
