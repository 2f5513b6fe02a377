import { SERVER_REGION_AREAS, type ServerRegion } from "./server-regions";

/**
 * The service status page's data (/status): the state of every server region and the incident
 * history. The regions are the server catalogue's, so a new location appears here by itself.
 * Operations edit this file when something changes; the texts of each incident are messages
 * (`status.incidents.<id>`) in every language.
 */

/** Region states, from the best to the worst: the overall banner shows the worst one. */
export const REGION_STATES = ["operational", "maintenance", "degraded", "outage"] as const;
export type RegionState = (typeof REGION_STATES)[number];

/** Regions that are not fully operational right now; every region not listed is operational. */
const CURRENT_EXCEPTIONS: Readonly<Partial<Record<ServerRegion, RegionState>>> = {};

export interface Incident {
  /** Message key under `status.incidents`. */
  id: string;
  /** What visitors saw: a planned maintenance, slower connections, or no connection at all. */
  impact: Exclude<RegionState, "operational">;
  regions: readonly ServerRegion[];
  /** ISO 8601 instants in UTC. */
  started: string;
  resolved: string;
}

/** Past incidents, newest first. */
export const INCIDENTS: readonly Incident[] = [
  {
    id: "frankfurtUpgrade",
    impact: "maintenance",
    regions: ["germany"],
    started: "2026-11-04T02:00:00Z",
    resolved: "2026-11-04T03:10:00Z",
  },
  {
    id: "singaporeCable",
    impact: "degraded",
    regions: ["singapore", "india"],
    started: "2026-09-17T06:40:00Z",
    resolved: "2026-09-17T11:25:00Z",
  },
  {
    id: "dallasPower",
    impact: "outage",
    regions: ["usa"],
    started: "2026-07-08T19:12:00Z",
    resolved: "2026-07-08T19:37:00Z",
  },
];

export interface RegionStatus {
  region: ServerRegion;
  state: RegionState;
}

/** Every server region with its state, grouped by part of the world as the server list is. */
export function regionStatuses(
  exceptions: Readonly<Partial<Record<ServerRegion, RegionState>>> = CURRENT_EXCEPTIONS,
): RegionStatus[] {
  return Object.values(SERVER_REGION_AREAS)
    .flat()
    .map((region) => ({ region, state: exceptions[region] ?? "operational" }));
}

/** The worst state of any region: what the banner at the top of the page says. */
export function overallState(statuses: readonly RegionStatus[]): RegionState {
  return statuses.reduce<RegionState>(
    (worst, { state }) => (REGION_STATES.indexOf(state) > REGION_STATES.indexOf(worst) ? state : worst),
    "operational",
  );
}

/** The incidents newest first, whatever order they were written in. */
export const incidentsNewestFirst = (incidents: readonly Incident[] = INCIDENTS): Incident[] =>
  [...incidents].sort((a, b) => b.started.localeCompare(a.started));
