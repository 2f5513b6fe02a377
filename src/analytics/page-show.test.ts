import { describe, expect, it } from "vitest";
import { analyticsEnvelopeSchema, PAGE_SHOW } from "../api/analytics";
import { APP_NAME, APP_TYPE } from "../catalog/app";
import { pageShowEnvelope } from "./page-show";

const view = {
  now: new Date(Date.UTC(2026, 10, 21, 6, 3, 0)),
  path: "/de/pricing",
  route: "pricing",
  status: 200,
  language: "de",
  visitor: { ip: "203.0.113.9", country: "DE" },
  countryName: "Germany",
  device: { os_name: "Android", os_version: "14", isIos: false, isMobile: true },
  frontId: "4f0b3c1e-8a52-4d0b-9a8e-0d6f1f3b2c11",
  userId: null,
  environment: "sandbox" as const,
  buildId: "abc",
  referrer: "https://search.example/",
};

describe("page_show", () => {
  it("has the spec's event shape inside the envelope", () => {
    const envelope = pageShowEnvelope(view);
    expect(analyticsEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelope.user_id).toBeNull();
    const [event] = envelope.events;
    expect(event).toMatchObject({
      event_datetime: "2026-11-21 06:03:00",
      event_timestamp: view.now.getTime(),
      event_name: PAGE_SHOW,
      front_id: view.frontId,
      user_properties: {},
      language: "de",
      device: view.device,
      country: "Germany",
      country_code: "DE",
      app_name: APP_NAME,
      app_type: APP_TYPE,
      ip: "203.0.113.9",
      app_info: { build_id: "abc", environment: "sandbox" },
    });
    expect(APP_TYPE).toBe(501);
    expect(APP_NAME).toBe("VPN Master Web");
    expect(event?.event_params).toEqual([
      { key: "page_path", value: "/de/pricing" },
      { key: "page_route", value: "pricing" },
      { key: "page_status", value: 200 },
      { key: "page_referrer", value: "https://search.example/" },
    ]);
  });

  it("leaves unknown IP and country empty rather than inventing them", () => {
    const [event] = pageShowEnvelope({
      ...view,
      visitor: { ip: null, country: null },
      countryName: "",
    }).events;
    expect(event?.ip).toBe("");
    expect(event?.country_code).toBe("");
  });
});
