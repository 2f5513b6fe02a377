/** What a route handler gives a page: its route parameters and request-derived data. */
export interface PageProps {
  params: Record<string, string | undefined>;
  /** The visitor's IP and country, for the pages that show them. */
  visitor: { ip: string | null; country: string | null };
}
