import type { Environment } from "../../src/shared/environment";

/**
 * What the build's prerender step rendered (decision 183), for the tests and the bench: outside
 * the static assets, and never imported by the Worker (it finds a copy by its path alone).
 */
export const PRERENDER_MANIFEST = "dist/prerender/manifest.json";

export interface PrerenderManifest {
  buildId: string;
  /** The digest of the deploy's vars the copies were rendered with (src/edge/prerendered.ts). */
  vars: string;
  year: number;
  environments: readonly Environment[];
  consents: readonly string[];
  /** One entry per page and language; each has a file per environment and cookie choice. */
  pages: { route: string; language: string; barePath: string; path: string }[];
  bytes: number;
}
