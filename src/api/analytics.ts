import * as z from "../shared/zod";

/** The MMS API's analytics contract (spec sections 3 and 7). */
export const ANALYTICS_EVENTS_PATH = "/api/mms/analytics/v1/events";

export const PAGE_SHOW = "page_show";

/** Spec section 9: a page_show is tried up to 10 times, one second apart. */
export const PAGE_SHOW_RETRY = { tries: 10, intervalMs: 1000 } as const;

const text = (max: number) => z.string().check(z.maxLength(max));

export const analyticsEventSchema = z.object({
  event_datetime: text(32),
  event_timestamp: z.number().check(z.int(), z.nonnegative()),
  event_name: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/)),
  event_params: z
    .array(z.object({ key: text(64), value: z.union([text(2048), z.number(), z.boolean()]) }))
    .check(z.maxLength(50)),
  front_id: text(64),
  user_properties: z.record(text(64), z.union([text(256), z.number(), z.boolean()])),
  language: text(16),
  device: z.object({
    os_name: text(32),
    os_version: text(32),
    isIos: z.boolean(),
    isMobile: z.boolean(),
  }),
  country: text(64),
  country_code: text(2),
  app_name: text(64),
  app_type: z.number().check(z.int()),
  ip: text(45),
  app_info: z.record(text(64), text(128)),
});

export const analyticsEnvelopeSchema = z.object({
  user_id: z.nullable(text(64)),
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(25)),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEnvelope = z.infer<typeof analyticsEnvelopeSchema>;
