/**
 * The Worker's own files in the static assets (wrangler.toml's [assets]): the messages
 * (decision 130) and the blog (decision 151) are read through the ASSETS binding, not bundled.
 */

/** The part of the Workers ASSETS binding read here (vite.config.ts imports its users too). */
export interface AssetsBinding {
  fetch(url: string): Promise<Response>;
}

// Any origin: the ASSETS binding only looks at the path.
const ASSETS_ORIGIN = "https://assets.invalid";

/** One JSON file of the static assets; null when the build wrote none at `path`. */
export async function readAssetJson<T>(assets: AssetsBinding, path: string): Promise<T | null> {
  const response = await assets.fetch(`${ASSETS_ORIGIN}/${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`static assets: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
