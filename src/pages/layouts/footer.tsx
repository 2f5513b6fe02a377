import { LifeBuoy, RotateCcw, ShieldCheck } from "lucide-react";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { ROUTED_LANGUAGES } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { SellerIdentity } from "../components/seller-identity";
import { usePage } from "../page-context";
import { Logo } from "./logo";
import { FOOTER_COLUMNS } from "./nav-links";

/** Links to every main route, the trust promises, the help section (/help), every language. */
export function Footer() {
  const { t, language, barePath, search, year } = usePage();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo label={t("common.brand")} />
          <p>{t("footer.tagline")}</p>
          <ul className="site-footer__trust">
            <li>
              <Icon icon={ShieldCheck} />
              {t("footer.noLogs")}
            </li>
            <li>
              <Icon icon={RotateCcw} />
              {t("footer.moneyBack", { count: MONEY_BACK_DAYS })}
            </li>
          </ul>
          <LocalLink className="site-footer__help" to="/help">
            <Icon icon={LifeBuoy} />
            {t("footer.helpCentre")}
          </LocalLink>
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
        <div className="site-footer__company">
          <p>{t("footer.copyright", { year: year ?? new Date().getUTCFullYear() })}</p>
          <SellerIdentity variant="line" />
        </div>
        <nav className="site-footer__languages" aria-label={t("footer.languages")}>
          <ul>
            {ROUTED_LANGUAGES.map((l) => (
              <li key={l.code}>
                <a
                  href={localizedPath(l.code, barePath, true) + search}
                  hrefLang={l.iso}
                  lang={l.iso}
                  aria-current={l.code === language.code ? "true" : undefined}
                >
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
