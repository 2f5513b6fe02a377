import { PLANS_PATH, type Plan, type PlansAnswer, PRICES_PATH } from "../api/payment";
import { localizePrices } from "../backend/l10n/prices";
import { listPlans } from "../backend/payment/plans";
import { APP_TYPE } from "../catalog/app";
import { X_FROM_HEADER } from "../catalog/billing";
import { type Bindings, parseConfig } from "../env";
import type { PriceLookup } from "./prices-cache";

/**
 * Where plans and localized prices come from: the embedded backend in-process when API_BASE is
 * empty, else the upstream MMS API.
 */
async function upstreamJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers: { "X-App-Type": String(APP_TYPE), ...headers } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function priceLookup(env: Bindings): PriceLookup {
  const { apiBase } = parseConfig(env);
  if (!apiBase) return (ids, country) => localizePrices(env.DB, ids, country);
  return (ids, country) => {
    const query = new URLSearchParams({ product_ids: ids.join(",") });
    if (country) query.set("customer_country", country);
    return upstreamJson(`${apiBase}${PRICES_PATH}?${query}`);
  };
}

export async function loadPlans(env: Bindings, channel = ""): Promise<Plan[]> {
  const { apiBase } = parseConfig(env);
  if (!apiBase) return listPlans(env.DB, channel);
  const answer = await upstreamJson<PlansAnswer>(
    `${apiBase}${PLANS_PATH}`,
    channel ? { [X_FROM_HEADER]: channel } : {},
  );
  return answer.data.plans;
}
