import { env } from "cloudflare:test";

/** One row of the embedded backend's analytics table. */
export interface AnalyticsRow {
  event_name: string;
  language: string;
  country_code: string;
  front_id: string;
  user_id: string | null;
  payload: string;
}

export const analyticsRows = async () =>
  (await env.DB.prepare("SELECT * FROM analytics_events").all<AnalyticsRow>()).results;

/** Events are written after the response (waitUntil): wait for them a little. */
export async function eventually(count: number): Promise<AnalyticsRow[]> {
  for (let i = 0; i < 40; i++) {
    const found = await analyticsRows();
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return analyticsRows();
}

export const clearAnalytics = () => env.DB.prepare("DELETE FROM analytics_events").run();
