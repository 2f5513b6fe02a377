import type { Context } from "hono";
import type { AnalyticsEnvelope } from "../api/analytics";
import { createApiClient } from "../api/client";
import { analyticsEvents } from "../api/contract/analytics";
import { backendContextOf } from "../api/gateway/exchange";
import type { AppEnv } from "../env";

/**
 * Hands an envelope to the MMS API through the contract client (embedded or upstream, as
 * API_BASE says). True when it was accepted. No session token: the user id in the envelope is
 * the one the site's route already vouched for.
 */
export async function deliverEvents(c: Context<AppEnv>, envelope: AnalyticsEnvelope): Promise<boolean> {
  const answer = await createApiClient(backendContextOf(c), null).call(analyticsEvents, envelope);
  return answer.ok;
}
