/** A fact a release's headline counts; the press room counts each from the catalogue. */
export type PressFact = "regions" | "continents" | "languages";

export interface PressRelease {
  id: string;
  date: string;
  /** The fact whose `count` chooses the headline's plural form. */
  counts?: PressFact;
  /**
   * Counted phrases the headline embeds, by the fact that counts each: `{{continents}}` is the
   * release's own `continents_*` message, so each counted noun takes its own plural form.
   */
  phrases?: Readonly<Record<string, PressFact>>;
}

/**
 * The press room's releases, newest first. Dates are data; each release's headline and text are
 * messages (`press-room.releases.items.<id>`) in every language. A headline that counts names the
 * facts it counts, so the numbers come from the catalogue and their forms from the locale's plural
 * rules.
 */
export const PRESS_RELEASES: readonly PressRelease[] = [
  { id: "tvApps", date: "2026-10-14" },
  { id: "newRegions", date: "2026-06-02", counts: "regions", phrases: { continents: "continents" } },
  { id: "moreLanguages", date: "2026-03-10", counts: "languages" },
  { id: "noLogsPolicy", date: "2025-11-18" },
];

export type PressReleaseId = (typeof PRESS_RELEASES)[number]["id"];
