import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { formatDate } from "../../i18n/format";
import { localizedPath } from "../../i18n/locale-path";
import { pathTo } from "../../routes/route-paths";
import { MAILED_CODE_DIGITS_FACTS, PASSWORD_LENGTH_FACTS } from "../../shared/account-text-facts";
import { termKey } from "../../shared/plan-terms";
import type { UserInfo } from "../../shared/user-info";
import { Hero } from "../components/hero";
import { Island } from "../components/island";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

export interface PaysucData {
  user: UserInfo | null;
  /** The paid plan's term in months, when the order could be read. */
  termMonths: number | null;
  trialDays: number;
  /** Spec section 3's user-info flags: this is the thank-you page, and the account has no password yet. */
  flags: { paysuc: boolean; setPassword: boolean };
}

/** /paysuc: thanks, the plan and VIP time, the downloads, and (anonymous buyers) set e-mail and password. */
export function PaysucPage({ data }: { data: PaysucData }) {
  const { t, language } = usePage();
  const k = (key: string, params?: Record<string, string | number>) => t(`paysuc.${key}`, params);
  const { user } = data;
  const plan =
    data.termMonths === null
      ? null
      : data.trialDays > 0
        ? t("pricing-checkout-id.trialName", { days: data.trialDays })
        : t(`pricing.term.${termKey(data.termMonths)}`);
  return (
    <>
      <Hero title={k("title")} intro={k("intro")} />
      <section className="section">
        <div className="container pricing-trust__inner">
          <div className="paystate">
            <h2>{k("planHeading")}</h2>
            {plan ? <p data-testid="paid-plan">{plan}</p> : null}
            {user && user.vip.remain_time > 0 ? (
              <p data-testid="vip-until">
                {k("vipUntil", { date: formatDate(user.vip.expire_time * 1000, language.code) })}
              </p>
            ) : null}
            <h2>{k("downloadHeading")}</h2>
            <ul className="download-links">
              {DOWNLOAD_PRODUCTS.map((product) => (
                <li key={product}>
                  <LocalLink
                    to={pathTo("/download/:product", { product: product })}
                    className="button button--secondary"
                  >
                    {DOWNLOAD_PRODUCT_NAMES[product]}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </div>
          {user && data.flags.setPassword ? (
            <div className="paystate" data-testid="set-password">
              <h2>{k("setPassword.title")}</h2>
              <p>{k("setPassword.text")}</p>
              <Island
                name="SetPassword"
                props={{
                  email: user.email ?? "",
                  myAccountPath: localizedPath(language.code, "/myaccount"),
                  language: language.code,
                  texts: {
                    emailLabel: k("setPassword.emailLabel"),
                    passwordLabel: k("setPassword.passwordLabel"),
                    passwordHint: k("setPassword.passwordHint", PASSWORD_LENGTH_FACTS),
                    save: k("setPassword.save"),
                    saved: k("setPassword.saved"),
                    myAccount: k("setPassword.myAccount"),
                    invalidEmail: k("setPassword.invalidEmail"),
                    invalidPassword: k("setPassword.invalidPassword", PASSWORD_LENGTH_FACTS),
                    emailTaken: k("setPassword.emailTaken"),
                    failed: k("setPassword.failed"),
                    // The island fills in the address it sent the code to.
                    sent: k("setPassword.sent", { email: "{{email}}", ...MAILED_CODE_DIGITS_FACTS }),
                    codeLabel: k("setPassword.codeLabel"),
                    confirm: k("setPassword.confirm"),
                    otherAddress: k("setPassword.otherAddress"),
                    codeInvalid: k("setPassword.codeInvalid"),
                  },
                }}
              />
            </div>
          ) : (
            <div className="paystate">
              <h2>{k("accountHeading")}</h2>
              <p>{user ? k("accountReady") : k("signInText")}</p>
              <LocalLink to={user ? "/myaccount" : "/login"} className="button button--primary">
                {user ? k("toAccount") : k("signIn")}
              </LocalLink>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
