import { describe, expect, it } from "vitest";
import { SERVER_REGION_IDS } from "./server-regions";
import { INCIDENTS, incidentsNewestFirst, overallState, regionStatuses } from "./service-status";

describe("service status data", () => {
  it("lists every server region of the catalogue once, operational unless stated otherwise", () => {
    const statuses = regionStatuses();
    expect(statuses.map((s) => s.region).sort()).toEqual([...SERVER_REGION_IDS].sort());
    expect(overallState(statuses)).toBe("operational");
    expect(regionStatuses({ japan: "degraded" }).find((s) => s.region === "japan")?.state).toBe("degraded");
  });

  it("the overall state is the worst state of any region", () => {
    expect(overallState(regionStatuses({ japan: "maintenance" }))).toBe("maintenance");
    expect(overallState(regionStatuses({ japan: "maintenance", usa: "degraded" }))).toBe("degraded");
    expect(overallState(regionStatuses({ uk: "outage", usa: "degraded", japan: "maintenance" }))).toBe(
      "outage",
    );
  });

  it("incidents name real regions, end after they start, and come newest first", () => {
    for (const incident of INCIDENTS) {
      expect(incident.regions.length).toBeGreaterThan(0);
      for (const region of incident.regions) expect(SERVER_REGION_IDS).toContain(region);
      expect(Date.parse(incident.resolved)).toBeGreaterThan(Date.parse(incident.started));
    }
    const shuffled = [...INCIDENTS].reverse();
    expect(incidentsNewestFirst(shuffled).map((i) => i.id)).toEqual(
      [...INCIDENTS].sort((a, b) => Date.parse(b.started) - Date.parse(a.started)).map((i) => i.id),
    );
  });
});
