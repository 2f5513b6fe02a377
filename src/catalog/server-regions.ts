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

export type Continent = "africa" | "asia" | "europe" | "northAmerica" | "oceania" | "southAmerica";

/**
 * The continent each region's servers stand on. The copy's "servers on N continents" counts these
 * (SERVER_CONTINENT_COUNT), so a region added here changes that sentence in every language.
 */
export const SERVER_REGION_CONTINENTS = {
  australia: "oceania",
  brazil: "southAmerica",
  canada: "northAmerica",
  france: "europe",
  germany: "europe",
  hongkong: "asia",
  india: "asia",
  indonesia: "asia",
  italy: "europe",
  japan: "asia",
  korea: "asia",
  singapore: "asia",
  uk: "europe",
  usa: "northAmerica",
} as const satisfies Record<ServerRegion, Continent>;

/** How many continents have a server region. */
export const SERVER_CONTINENT_COUNT = new Set<Continent>(Object.values(SERVER_REGION_CONTINENTS)).size;

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
