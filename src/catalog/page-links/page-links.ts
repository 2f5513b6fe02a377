import { z } from "zod";

/**
 * The per-page link files (spec: download, features, home, vpn-for-social-media): the outbound
 * addresses a page shows, kept as data so they change without touching a page. A file that is
 * missing or malformed is logged and the page renders without its links.
 */
export const LINK_KINDS = ["app-store", "google-play", "chrome-web-store", "file", "web"] as const;

export type LinkKind = (typeof LINK_KINDS)[number];

const link = z.object({
  kind: z.enum(LINK_KINDS),
  href: z.url({ protocol: /^https$/ }),
});

export type PageLink = z.infer<typeof link>;

const linkFile = z.record(z.string(), link);

export type PageLinks = Readonly<Record<string, PageLink>>;

export type LinkFileImporter = (page: string) => Promise<unknown>;

/**
 * Where link files come from. A template-literal import: the bundler includes each links/*.json
 * lazily. An object, so a test can make every load fail and watch the pages cope.
 */
export const linkFileSource: { read: LinkFileImporter } = {
  read: async (page) => ((await import(`./links/${page}.json`)) as { default: unknown }).default,
};

/** A page's links by id; an empty set (and one logged error) when the file cannot be read. */
export async function loadPageLinks(
  page: string,
  importer: LinkFileImporter = linkFileSource.read,
): Promise<PageLinks> {
  try {
    if (!/^[a-z-]+$/.test(page)) throw new Error("not a page name");
    return linkFile.parse(await importer(page));
  } catch (error) {
    console.error(
      `page-links: cannot load links of ${page}:`,
      error instanceof Error ? error.message : error,
    );
    return {};
  }
}
