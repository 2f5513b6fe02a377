import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/** Status 404 with the spec's text `Page Not Found: {path}`. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = usePage();
  return (
    <Hero title={t("not-found.title")} intro={t("not-found.intro")} eyebrow="404">
      <p className="not-found__path">
        Page Not Found: <code>{path}</code>
      </p>
      <LocalLink to="/" className="button button--primary">
        {t("not-found.home")}
      </LocalLink>
    </Hero>
  );
}
