import { localizedPath } from "../../i18n/locale-path";
import { usePage } from "../page-context";
import { JsonLd } from "./json-ld";
import { LocalLink } from "./local-link";

export interface Crumb {
  label: string;
  /** A bare site path; leave it out on the last crumb (the current page). */
  to?: string;
}

/**
 * The trail from the home page to the current page, as a labelled nav with an ordered list,
 * plus schema.org BreadcrumbList data. The last crumb is the current page (aria-current).
 * Put it at the top of the hero (`<Hero eyebrow=…>` children or before the h1).
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t, origin, language } = usePage();
  return (
    <>
      <nav className="breadcrumbs" aria-label={t("common.breadcrumbs")}>
        <ol>
          {items.map((crumb, i) => (
            <li key={crumb.label}>
              {crumb.to && i < items.length - 1 ? (
                <LocalLink to={crumb.to}>{crumb.label}</LocalLink>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: items.map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.label,
            ...(crumb.to ? { item: origin + localizedPath(language.code, crumb.to) } : {}),
          })),
        }}
      />
    </>
  );
}
