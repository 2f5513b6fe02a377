import type { ListFilter } from "../../blog/blog-store";
import { type Page, parsePageNumber } from "../../blog/pagination";
import { listPage as readListPage } from "../../blog/store";
import type { BlogEntry } from "../../blog/types";
import type { Locale } from "../../i18n/languages";
import type { SitePath } from "../../routes/route-paths";
import { NOT_FOUND, type NotFound, type PageEntry } from "../page-entry";
import type { PageProps } from "../page-props";
import { BlogListPage } from "./blog-list-page";

/** What a blog list page's loader answers: one page of articles, or 404 past the end. */
export type ListData = { page: Page<BlogEntry> } | NotFound;

/** A list page's data: one page of the list, or 404 for a page number that names nothing. */
export async function listData(
  locale: Locale,
  filter: ListFilter,
  raw: string | undefined,
  first = 1,
): Promise<ListData> {
  const number = parsePageNumber(raw, first);
  const page = number === null ? null : await readListPage(locale, filter, number);
  return page ? { page } : NOT_FOUND;
}

/** The main list: page 1 is /blog, page 2 is /blog/more, later pages /blog/more?page=n. */
export const mainListPath = (n: number): SitePath =>
  n === 1 ? "/blog" : n === 2 ? "/blog/more" : `/blog/more?page=${n}`;

/** A filtered list: page 1 is `base`, later pages `base?page=n`. */
export const filteredListPath =
  (base: SitePath) =>
  (n: number): SitePath =>
    n === 1 ? base : `${base}?page=${n}`;

/**
 * The page half of a paginated list (spread into `defineRoute`); `pathOf(props)(n)` is the bare
 * path of its page n.
 */
export function listPage(
  entry: Pick<PageEntry<ListData>, "load" | "vars">,
  pathOf: (props: PageProps) => (n: number) => SitePath,
): PageEntry<ListData> {
  return {
    ...entry,
    // Each page names its own canonical URL: page 2 onwards is a different list.
    head: (props) => ({ canonicalPath: pathOf(props)(props.data.page.page) }),
    Page: (props) => {
      const { page } = props.data;
      return (
        <BlogListPage
          articles={page.items}
          page={page.page}
          pages={page.pages}
          hrefOf={pathOf(props)}
          vars={props.vars}
        />
      );
    },
  };
}
