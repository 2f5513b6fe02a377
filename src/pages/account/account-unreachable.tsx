import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/**
 * /myaccount while the account service cannot be reached: the visitor may be signed in, so the
 * page neither asks them to sign in again nor shows an empty account. "Try again" is a plain link
 * to this same address (no script needed).
 */
export function AccountUnreachable({ path }: { path: string }) {
  const { t, search } = usePage();
  return (
    <section className="account">
      <div className="container">
        <div className="account-card account-unreachable" role="alert">
          <h1>{t("myaccount.unreachable.title")}</h1>
          <p className="account-unreachable__text">{t("myaccount.unreachable.text")}</p>
          <p className="account-unreachable__actions">
            <a className="button button--primary" href={path + search}>
              {t("myaccount.unreachable.retry")}
            </a>
            <LocalLink to="/contact-us">{t("myaccount.unreachable.contact")}</LocalLink>
          </p>
        </div>
      </div>
    </section>
  );
}
