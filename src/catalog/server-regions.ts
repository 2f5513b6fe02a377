/**
 * Server regions with a detail page at `/vpn-server/{region}-vpn`. Each maps to the ISO country
 * code whose localized name the `location` messages hold.
 */
export const SERVER_REGIONS = {
  australia: "AU",
  brazil: "BR",
  canada: "CA",
  france: "FR",
  germany: "DE",
  hongkong: "HK",
  india: "IN",
  indonesia: "ID",
  italy: "IT",
  japan: "JP",
  korea: "KR",
  singapore: "SG",
  uk: "GB",
  usa: "US",
} as const;

export type ServerRegion = keyof typeof SERVER_REGIONS;

export const SERVER_REGION_IDS = Object.keys(SERVER_REGIONS) as ServerRegion[];

export const REGION_SLUG_SUFFIX = "-vpn";

export const regionSlug = (region: ServerRegion): string => `${region}${REGION_SLUG_SUFFIX}`;

export function regionFromSlug(slug: string): ServerRegion | null {
  if (!slug.endsWith(REGION_SLUG_SUFFIX)) return null;
  const id = slug.slice(0, -REGION_SLUG_SUFFIX.length);
  return Object.hasOwn(SERVER_REGIONS, id) ? (id as ServerRegion) : null;
}

/** The part of the world each region's card is listed under on /vpn-server (`location.regions`). */
export const SERVER_REGION_AREAS = {
  americas: ["usa", "canada", "brazil"],
  europe: ["uk", "germany", "france", "italy"],
  asiaPacific: ["japan", "korea", "hongkong", "singapore", "india", "indonesia", "australia"],
} as const satisfies Record<string, readonly ServerRegion[]>;
