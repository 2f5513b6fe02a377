/** What a route handler gives a page: its route parameters and request-derived data. */
export interface PageProps {
  params: Record<string, string | undefined>;
  /** The query string's parameters (first value of each). */
  query: Record<string, string>;
  /** The visitor's IP and country, for the pages that show them. */
  visitor: { ip: string | null; country: string | null };
}
