import * as z from "../shared/zod";

/**
 * The spec's per-page link files (section 7: download, features, home, vpn-for-social-media):
 * one JSON file per page in `src/catalog/page-links/`, `{ "<link id>": "https://…" }`, holding the page's
 * outbound and store links so they change without touching a component.
 *
 * Spec section 8: a failed page-links load is logged and the page still renders, so every
 * failure (missing file, bad JSON shape, a non-https link) yields an empty set and a warning;
 * a single bad link is dropped, the others stay.
 */
export const PAGE_LINK_FILES = ["download", "features", "home", "vpn-for-social-media"] as const;
export type PageLinkFile = (typeof PAGE_LINK_FILES)[number];

export type PageLinks = Readonly<Record<string, string>>;

const httpsUrl = z.url({ protocol: /^https$/ });

async function importFile(page: PageLinkFile): Promise<unknown> {
  // A template-literal import: the bundler includes each link file as its own lazy chunk.
  const mod = (await import(`./page-links/${page}.json`)) as { default: unknown };
  return mod.default;
}

/** Validates a link file's content: an object of id → https URL; anything else is dropped. */
export function parsePageLinks(page: string, raw: unknown): PageLinks {
  const object = z.record(z.string(), z.unknown()).safeParse(raw);
  if (!object.success) {
    console.warn(`page-links: ${page} is not an object of links; rendering without them`);
    return {};
  }
  const links: Record<string, string> = {};
  for (const [id, value] of Object.entries(object.data)) {
    const url = httpsUrl.safeParse(value);
    if (url.success) links[id] = url.data;
    else console.warn(`page-links: ${page}.${id} is not an https URL; dropped`);
  }
  return links;
}

/** Where pages read their link files; an object, so a test can make every load fail. */
export const pageLinkSource = { read: importFile };

/** The links of one page; `{}` (and a warning) when the file cannot be loaded. */
export async function loadPageLinks(
  page: PageLinkFile,
  load: (page: PageLinkFile) => Promise<unknown> = pageLinkSource.read,
): Promise<PageLinks> {
  try {
    return parsePageLinks(page, await load(page));
  } catch (error) {
    console.warn(`page-links: ${page} failed to load; rendering without them`, error);
    return {};
  }
}
