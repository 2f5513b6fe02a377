import type { ServerRegion } from "./server-regions";

/**
 * The product screenshots the site shows (decision 182): mock-ups of the apps' real screens,
 * rendered per locale by `npm run imagery` (scripts/imagery/) into `public/app-screens/`.
 * `width` × `height` is the mock-up's CSS size, which is also the 1x image; every image is
 * encoded at each of `SCREEN_DENSITIES` times that width, in each of `SCREEN_FORMATS`.
 */
export const APP_SCREENS = {
  desktop: { width: 720, height: 464 },
  phone: { width: 300, height: 620 },
  tv: { width: 720, height: 405 },
} as const;

export type AppScreen = keyof typeof APP_SCREENS;

export const APP_SCREEN_IDS = Object.keys(APP_SCREENS) as AppScreen[];

export const SCREEN_DENSITIES = [1, 2] as const;

/** Best first: the `<picture>` offers them in this order. */
export const SCREEN_FORMATS = ["avif", "webp"] as const;

export type ScreenFormat = (typeof SCREEN_FORMATS)[number];

/** Where the images are served from (public/app-screens/ in the repo). */
export const APP_SCREENS_PATH = "/app-screens";

/** The location every mock-up shows as connected, and the alt texts name. */
export const CONNECTED_REGION: ServerRegion = "japan";

/** One image's file name inside its locale's folder: the hash changes with its sources. */
export function appScreenFile(screen: AppScreen, hash: string, width: number, format: ScreenFormat): string {
  return `${screen}-${hash}-${width}.${format}`;
}
