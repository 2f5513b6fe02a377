import {
  BUILD_CHECK_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  chunkReloadAllowed,
  isNewerBuild,
} from "./app-update-rules";

const LATEST_BUILD_PATH = "/builds/latest.json";

function readNumber(key: string): number | null {
  try {
    const value = sessionStorage.getItem(key);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * A chunk that failed to load (usually: a deploy removed it) reloads the page once; the time is
 * kept in sessionStorage so a chunk that keeps failing cannot loop.
 */
export function reloadAfterChunkError(error: unknown): void {
  const now = Date.now();
  if (!chunkReloadAllowed(readNumber(CHUNK_RELOAD_KEY), now)) {
    console.error("island: chunk failed again, not reloading", error);
    return;
  }
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return; // Without storage there is no guard against a loop: keep the page as it is.
  }
  location.reload();
}

/**
 * Checks builds/latest.json hourly. Once a newer build is out, the next navigation loads fresh
 * HTML anyway; what is left to handle is a page restored from the back-forward cache, which
 * would still run the old build: it is reloaded.
 */
export function watchForNewBuild(): void {
  const pageBuild = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? "";
  let stale = false;
  const check = async () => {
    try {
      const response = await fetch(LATEST_BUILD_PATH, { cache: "no-store" });
      if (response.ok && isNewerBuild(pageBuild, await response.json())) stale = true;
    } catch {
      // Offline or blocked: try again at the next interval.
    }
  };
  setInterval(check, BUILD_CHECK_INTERVAL_MS);
  addEventListener("pageshow", (event) => {
    if (event.persisted && stale) location.reload();
  });
}
