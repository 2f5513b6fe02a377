import { type AnalyticsEnvelope, PAGE_SHOW } from "../api/analytics";
import { APP_NAME, APP_TYPE } from "../catalog/app";
import type { Visitor } from "../edge/visitor";
import type { Device } from "../shared/device";
import type { Environment } from "../shared/environment";

export interface PageView {
  now: Date;
  /** The URL path the visitor asked for, with its locale prefix. */
  path: string;
  route: string;
  status: number;
  language: string;
  visitor: Visitor;
  countryName: string;
  device: Device;
  frontId: string;
  userId: string | null;
  environment: Environment;
  buildId: string;
  referrer: string | null;
}

/** `2026-11-21 06:03:00` in UTC: the MMS API's event_datetime form. */
const datetime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/** The spec's page_show event inside its envelope, built from what the edge knows at request time. */
export function pageShowEnvelope(view: PageView): AnalyticsEnvelope {
  const params: Record<string, string | number> = {
    page_path: view.path.slice(0, 2048),
    page_route: view.route,
    page_status: view.status,
    ...(view.referrer ? { page_referrer: view.referrer.slice(0, 2048) } : {}),
  };
  return {
    user_id: view.userId,
    events: [
      {
        event_datetime: datetime(view.now),
        event_timestamp: view.now.getTime(),
        event_name: PAGE_SHOW,
        event_params: Object.entries(params).map(([key, value]) => ({ key, value })),
        front_id: view.frontId,
        user_properties: {},
        language: view.language,
        device: view.device,
        country: view.countryName,
        country_code: view.visitor.country ?? "",
        app_name: APP_NAME,
        app_type: APP_TYPE,
        ip: view.visitor.ip ?? "",
        app_info: { build_id: view.buildId, environment: view.environment },
      },
    ],
  };
}
