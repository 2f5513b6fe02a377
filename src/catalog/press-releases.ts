/**
 * The press room's releases, newest first. Dates are data; each release's headline and text are
 * messages (`press-room.releases.items.<id>`) in every language.
 */
export const PRESS_RELEASES = [
  { id: "tvApps", date: "2026-10-14" },
  { id: "newRegions", date: "2026-06-02" },
  { id: "moreLanguages", date: "2026-03-10" },
  { id: "noLogsPolicy", date: "2025-11-18" },
] as const;

export type PressReleaseId = (typeof PRESS_RELEASES)[number]["id"];
