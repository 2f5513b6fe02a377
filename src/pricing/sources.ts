import type * as z from "zod";
import { PAGE_UPSTREAM } from "../api/gateway/exchange";
import { remainingMs, type UpstreamOptions } from "../api/gateway/upstream";
import { localizedPricesSchema, PLANS_PATH, type Plan, PRICES_PATH, plansAnswerSchema } from "../api/payment";
import { localizePrices } from "../backend/l10n/prices";
import { listPlans } from "../backend/payment/plans";
import { APP_TYPE } from "../catalog/app";
import { X_FROM_HEADER } from "../catalog/billing";
import { type Bindings, parseConfig } from "../env";
import type { PriceLookup } from "./prices-cache";

/**
 * Where plans and localized prices come from: the embedded backend in-process when API_BASE is
 * empty, else the upstream MMS API. An upstream that hangs, fails or answers something else than
 * the contract's shape throws here; the callers show USD prices or their "unavailable" state.
 */
async function upstreamJson<S extends z.ZodType>(
  url: string,
  schema: S,
  headers: Record<string, string> = {},
  upstream: UpstreamOptions = PAGE_UPSTREAM,
): Promise<z.infer<S>> {
  const budget = remainingMs(upstream);
  if (budget <= 0) throw new Error(`${url}: not asked, the page's upstream budget is spent`);
  const response = await upstream.fetch(url, {
    headers: { "X-App-Type": String(APP_TYPE), Accept: "application/json", ...headers },
    signal: AbortSignal.timeout(budget),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => {
    throw new Error(`${url}: the answer is not JSON`);
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${url}: unexpected answer (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

export function priceLookup(env: Bindings, upstream: UpstreamOptions = PAGE_UPSTREAM): PriceLookup {
  const { apiBase } = parseConfig(env);
  if (!apiBase) return (ids, country) => localizePrices(env.DB, ids, country);
  return (ids, country) => {
    const query = new URLSearchParams({ product_ids: ids.join(",") });
    if (country) query.set("customer_country", country);
    return upstreamJson(`${apiBase}${PRICES_PATH}?${query}`, localizedPricesSchema, {}, upstream);
  };
}

export async function loadPlans(
  env: Bindings,
  channel = "",
  upstream: UpstreamOptions = PAGE_UPSTREAM,
): Promise<Plan[]> {
  const { apiBase } = parseConfig(env);
  if (!apiBase) return listPlans(env.DB, channel);
  const answer = await upstreamJson(
    `${apiBase}${PLANS_PATH}`,
    plansAnswerSchema,
    channel ? { [X_FROM_HEADER]: channel } : {},
    upstream,
  );
  return answer.data.plans;
}
