import { createApiClient } from "../api/client";
import { plans } from "../api/contract/payment";
import { PAGE_UPSTREAM, siteCallContext } from "../api/gateway/exchange";
import { exchangePrices } from "../api/gateway/prices-exchange";
import type { UpstreamOptions } from "../api/gateway/upstream";
import type { Plan } from "../api/payment";
import type { Bindings } from "../env";
import type { PriceLookup } from "./prices-cache";

/**
 * Where plans and localized prices come from: the MMS API through its transports (in-process when
 * API_BASE is empty, else upstream). A call that hangs, fails or answers something else than the
 * contract's shape throws here; the callers show USD prices or their "unavailable" state.
 */
export function priceLookup(env: Bindings, upstream: UpstreamOptions = PAGE_UPSTREAM): PriceLookup {
  return (ids, country) => exchangePrices(env, ids, country, upstream);
}

/** The plans of a channel ("" the public catalogue, else its X-From), the same for every visitor. */
export async function loadPlans(
  env: Bindings,
  channel = "",
  upstream: UpstreamOptions = PAGE_UPSTREAM,
): Promise<Plan[]> {
  const client = createApiClient(siteCallContext(env, channel || null), null, upstream);
  const answer = await client.call(plans);
  if (!answer.ok) throw new Error(`${plans.path}: ${answer.status} ${answer.code} ${answer.message}`);
  return answer.data.plans;
}
