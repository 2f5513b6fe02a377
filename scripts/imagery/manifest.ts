import { existsSync, readFileSync } from "node:fs";
import type { Locale } from "../../src/i18n/languages";

/** Where the images are written: Vite copies public/ into the static assets as they are. */
export const SCREENS_DIR = "public/app-screens";

/** Each locale's source hash; the pages import it to name the files (src/pages/components/product-shot.tsx). */
export const MANIFEST_PATH = "src/catalog/app-screen-manifest.json";

export type ScreenManifest = Partial<Record<Locale, string>>;

export function readManifest(): ScreenManifest {
  return existsSync(MANIFEST_PATH) ? (JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as ScreenManifest) : {};
}
