import { BLOG_CATEGORIES } from "../../catalog/blog-categories";
import { localizedPath } from "../../i18n/locale-path";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/** The blog layout's own bar: categories and a search that works as a plain GET form. */
export function BlogNav() {
  const { t, language, barePath, blogCategories } = usePage();
  const current = (to: string) => (barePath === to ? "page" : undefined);
  // The category middleware's list carries this language's counts; the catalog is the fallback.
  // A category with no article in this language is not offered (a visitor on it still sees it).
  const categories = (blogCategories ?? BLOG_CATEGORIES.map((id) => ({ id, count: null }))).filter(
    ({ id, count }) => count !== 0 || current(`/blog/category/${id}`),
  );
  return (
    <div className="blog-nav">
      <div className="container blog-nav__bar">
        <nav aria-label={t("blog-nav.label")}>
          <ul className="blog-nav__categories">
            <li>
              <LocalLink to="/blog" aria-current={current("/blog")}>
                {t("blog-nav.all")}
              </LocalLink>
            </li>
            {categories.map(({ id, count }) => (
              <li key={id}>
                <LocalLink to={`/blog/category/${id}`} aria-current={current(`/blog/category/${id}`)}>
                  {t(`blog-nav.categories.${id}`)}
                  {count ? <span className="blog-nav__count">{count}</span> : null}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <form className="blog-nav__search" method="get" action={localizedPath(language.code, "/blog/search")}>
          <label className="visually-hidden" htmlFor="blog-search">
            {t("blog-nav.search.label")}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t("blog-nav.search.placeholder")}
          />
          <button type="submit" className="button button--primary">
            {t("blog-nav.search.submit")}
          </button>
        </form>
      </div>
    </div>
  );
}
