import { localizedPath } from "../../i18n/locale-path";
import { usePage } from "../page-context";
import { JsonLd } from "./json-ld";

export interface Crumb {
  name: string;
  /** Bare path (no locale prefix). */
  path: string;
}

/**
 * The trail above a detail page: visible links for visitors, a BreadcrumbList for search
 * engines, both from the same list. The last crumb is the page itself.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { language, origin, t } = usePage();
  const url = (path: string) => origin + localizedPath(language.code, path);
  return (
    <>
      <nav className="breadcrumbs container" aria-label={t("common.breadcrumbs.label")}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={localizedPath(language.code, crumb.path)}>{crumb.name}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: url(crumb.path),
          })),
        }}
      />
    </>
  );
}
