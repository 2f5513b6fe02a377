import type { ReactNode } from "react";
import { isVip } from "../../shared/user-info";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav-links";

/** `minimal` (standalone layout: sign-in, payment status) keeps the logo and the language switcher. */
export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t, route, barePath } = usePage();
  const nav = MAIN_NAV.map((item) => (
    <li key={item.to}>
      <LocalLink to={item.to} aria-current={barePath.startsWith(item.to) ? "page" : undefined}>
        {t(item.key)}
      </LocalLink>
    </li>
  ));
  return (
    <header className={`site-header site-header--${route.navbar}`}>
      <div className="container site-header__bar">
        <LocalLink to="/" className="site-header__home" aria-label={t("header.home")}>
          <Logo label={t("common.brand")} />
        </LocalLink>
        {minimal ? null : (
          <nav className="site-header__nav" aria-label={t("header.mainNav")}>
            <ul>{nav}</ul>
          </nav>
        )}
        <div className="site-header__actions">
          <LanguageSwitcher />
          {minimal ? null : <FullActions nav={nav} />}
        </div>
      </div>
    </header>
  );
}

/**
 * Signed in: the account menu (avatar and "My account"); otherwise "Sign in". A visitor whose
 * session could not be checked (the account service is down) is most likely signed in: "My
 * account" leads them to its "try again" page, where "Sign in" would fail the same way.
 */
function AccountLink({ className }: { className?: string }) {
  const { t, user, sessionUnavailable } = usePage();
  if (!user && !sessionUnavailable) {
    return (
      <LocalLink to="/login" className={className}>
        {t("header.signIn")}
      </LocalLink>
    );
  }
  return (
    <LocalLink to="/myaccount" className={className ? `${className} site-header__account` : undefined}>
      {user?.avatar ? (
        <span className="avatar" aria-hidden="true">
          {user.avatar}
        </span>
      ) : null}
      {t("header.account")}
    </LocalLink>
  );
}

/**
 * The call to action: a signed-in VIP has bought already and is sent to the apps (issue 19); everyone
 * else to the plans. Signed-in pages are never in the shared HTML cache, so this never leaks.
 */
function CallToAction({ className }: { className: string }) {
  const { t, user } = usePage();
  return isVip(user) ? (
    <LocalLink to="/download" className={className}>
      {t("header.downloadApps")}
    </LocalLink>
  ) : (
    <LocalLink to="/pricing" className={className}>
      {t("header.getVpn")}
    </LocalLink>
  );
}

function FullActions({ nav }: { nav: ReactNode }) {
  const { t } = usePage();
  return (
    <>
      <AccountLink className="site-header__signin" />
      <CallToAction className="btn btn-primary site-header__cta" />
      {/* A details element is the menu: it opens on touch without any script. */}
      <details className="mobile-menu">
        <summary aria-label={t("header.menu")}>
          <span className="mobile-menu__icon" aria-hidden="true" />
        </summary>
        <nav className="mobile-menu__panel" aria-label={t("header.mainNav")}>
          <ul>{nav}</ul>
          <div className="mobile-menu__actions">
            <CallToAction className="btn btn-primary" />
            <AccountLink className="btn btn-secondary" />
          </div>
        </nav>
      </details>
    </>
  );
}
