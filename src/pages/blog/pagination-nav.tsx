import type { SitePath } from "../../routes/route-paths";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/** Newer/older links between list pages; `hrefOf(n)` is the bare path of page n. */
export function PaginationNav({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => SitePath;
}) {
  const { t } = usePage();
  if (pages <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label={t("blog-nav.pagination.label")}>
      {page > 1 ? (
        <LocalLink to={hrefOf(page - 1)} rel="prev" className="btn btn-secondary">
          {t("blog-nav.pagination.newer")}
        </LocalLink>
      ) : (
        <span />
      )}
      <p className="blog-pagination__status">{t("blog-nav.pagination.status", { page, pages })}</p>
      {page < pages ? (
        <LocalLink to={hrefOf(page + 1)} rel="next" className="btn btn-secondary">
          {t("blog-nav.pagination.older")}
        </LocalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
