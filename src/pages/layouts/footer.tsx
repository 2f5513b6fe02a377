import { helpCentreUrl } from "../../catalog/help-centre";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { Logo } from "./logo";
import { FOOTER_COLUMNS } from "./nav-links";

export function Footer() {
  const { t, language } = usePage();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo label={t("common.brand")} />
          <p>{t("footer.tagline")}</p>
          <a className="site-footer__help" href={helpCentreUrl(language.code)} rel="noopener">
            {t("footer.helpCentre")}
          </a>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2>{t(column.heading)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <LocalLink to={link.to}>{t(link.key)}</LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>{t("footer.copyright", { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
