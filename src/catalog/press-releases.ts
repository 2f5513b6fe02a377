/**
 * The press room's releases, newest first. Dates are data; each release's headline and text are
 * messages (`press-room.releases.items.<id>`) in every language. A headline that counts names the
 * fact it counts (`counts`), so the number comes from the catalogue and its form from the
 * locale's plural rules.
 */
export const PRESS_RELEASES: readonly { id: string; date: string; counts?: "regions" | "languages" }[] = [
  { id: "tvApps", date: "2026-10-14" },
  { id: "newRegions", date: "2026-06-02", counts: "regions" },
  { id: "moreLanguages", date: "2026-03-10", counts: "languages" },
  { id: "noLogsPolicy", date: "2025-11-18" },
];

export type PressReleaseId = (typeof PRESS_RELEASES)[number]["id"];
