/** Spec section 9: the build is checked hourly; a chunk-load failure reloads once per 10 s. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_KEY = "chunk-reload-at";

/** Whether a failed chunk may reload the page: not if it already did so within the guard. */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}

/** A newer deploy: the published id differs from the page's own (a missing id proves nothing). */
export function isNewerBuild(pageBuildId: string, latest: unknown): boolean {
  const id = (latest as { id?: unknown } | null)?.id;
  return typeof id === "string" && id !== "" && id !== pageBuildId;
}
