import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../src/i18n/languages";
import { screenInput } from "./screen-texts";

/** The folder of the mock-ups' code and styles (read from the repository root). */
export const MOCK_UP_DIR = "scripts/imagery";

/** Files outside it that shape every image: the palette and type, the screens' sizes, the regions, the country names. */
const SHARED_SOURCES = [
  "client/styles/tokens.css",
  "src/catalog/app-screens.ts",
  "src/catalog/server-regions.ts",
];

/** The render's plumbing: what it runs and where it writes, not what the images show. */
const PLUMBING = new Set(["render.ts", "manifest.ts", "source-hash.ts"]);

/** The mock-up sources: its folder's code, styles and encoder settings, not its tests or plumbing. */
export function mockUpSources(): string[] {
  const own = readdirSync(MOCK_UP_DIR)
    .filter((name) => /\.(tsx?|css)$/.test(name) && !name.endsWith(".test.ts") && !PLUMBING.has(name))
    .sort()
    .map((name) => join(MOCK_UP_DIR, name));
  return [...own, ...SHARED_SOURCES];
}

/**
 * What a locale's images were rendered from, as 10 hex digits: the mock-up sources and the
 * locale's screen texts and brand (not the alt texts, which are the page's). An edited label or
 * style changes it, and so the images' names (they are cached as immutable).
 */
export function sourceHash(locale: Locale): string {
  const hash = createHash("sha256");
  for (const path of mockUpSources()) hash.update(`${path}\n`).update(readFileSync(path)).update("\n");
  hash.update(JSON.stringify(screenInput(locale)));
  return hash.digest("hex").slice(0, 10);
}
