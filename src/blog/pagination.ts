/** Articles per list page (/blog, /blog/more, category and tag lists). */
export const BLOG_PAGE_SIZE = 6;

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pages: number;
}

/**
 * Reads `?page=`: absent means `fallback`; anything but a plain positive integer is invalid
 * (null), so `?page=2x` or `?page=-1` answers 404 instead of guessing.
 */
export function parsePageNumber(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined) return fallback;
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  return Number(raw);
}

/** One page of a list; null when the page lies past the end (page 1 of an empty list exists). */
export function paginate<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): Page<T> | null {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page < 1 || page > pages) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pages };
}
