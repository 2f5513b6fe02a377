import { localizedPath } from "../../i18n/locale-path";
import type { SitePath } from "../../routes/route-paths";
import { usePage } from "../page-context";
import { JsonLd } from "./json-ld";
import { LocalLink } from "./local-link";

export interface Crumb {
  label: string;
  /** A bare site path; leave it out on the last crumb (the current page). */
  to?: SitePath;
}

/** The catalog pages' form of a crumb: every crumb has its path, the last one is the page. */
export interface PathCrumb {
  name: string;
  path: SitePath;
}

type Props = { items: readonly Crumb[] } | { trail: readonly PathCrumb[] };

/**
 * The trail from the home page to the current page, as a labelled nav with an ordered list,
 * plus schema.org BreadcrumbList data. The last crumb is the current page (aria-current).
 * Pass `items` ({label, to?}) or `trail` ({name, path}); put it above the hero's h1
 * (`<Hero before={<Breadcrumbs … />}>`) or at the top of the page.
 */
export function Breadcrumbs(props: Props) {
  const { t, origin, language } = usePage();
  const items: Crumb[] =
    "items" in props ? [...props.items] : props.trail.map((crumb) => ({ label: crumb.name, to: crumb.path }));
  const last = items.length - 1;
  return (
    <>
      {/* A trail above the hero (catalog pages) aligns with the page's container itself. */}
      <nav
        className={"trail" in props ? "breadcrumbs container" : "breadcrumbs"}
        aria-label={t("common.breadcrumbs.label")}
      >
        <ol>
          {items.map((crumb, i) => (
            <li key={`${i}-${crumb.label}`}>
              {crumb.to && i < last ? (
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
