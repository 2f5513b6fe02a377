import { ANALYTICS_EVENTS_PATH, type AnalyticsEnvelope } from "../api/analytics";
import { ingestEvents } from "../backend/analytics/ingest";
import { APP_TYPE } from "../catalog/app";
import { type Bindings, parseConfig } from "../env";

/**
 * Hands an envelope to the MMS API: in-process to the embedded backend when API_BASE is empty,
 * else to the upstream API. True when it was accepted.
 */
export async function deliverEvents(env: Bindings, envelope: AnalyticsEnvelope): Promise<boolean> {
  const { apiBase } = parseConfig(env);
  if (apiBase === "") {
    await ingestEvents(env.DB, envelope);
    return true;
  }
  const response = await fetch(new URL(ANALYTICS_EVENTS_PATH, apiBase), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-App-Type": String(APP_TYPE) },
    body: JSON.stringify(envelope),
  });
  return response.ok;
}
