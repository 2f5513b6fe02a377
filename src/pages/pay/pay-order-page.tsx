import { PAY_PADDLE_SCRIPT } from "../assets";
import { LocalLink } from "../components/local-link";
import { PageScript } from "../components/page-script";
import { usePage } from "../page-context";

/** Paddle.js from Paddle's CDN, as Paddle requires (never self-hosted); the page's script loads it. */
export const PADDLE_JS = "https://cdn.paddle.com/paddle/v2/paddle.js";

export interface PayOrderData {
  /** A client-side token is configured and the URL names a transaction. */
  ready: boolean;
  token: string;
  environment: "sandbox" | "production";
  /** Where the buyer goes when the payment completes, and when they close the checkout. */
  successPath: string;
  backPath: string;
}

/** /pay/{order}: Paddle's overlay checkout opens over this page (decision 177). */
export function PayOrderPage({ ready, token, environment, successPath, backPath }: PayOrderData) {
  const { t, language } = usePage();
  return (
    <section className="section">
      <div className="container">
        <div className="paystate">
          <h1>{t("pay-order.title")}</h1>
          {ready ? (
            <div
              data-paddle-checkout=""
              data-src={PADDLE_JS}
              data-token={token}
              data-environment={environment}
              data-locale={language.code}
              data-success={successPath}
              data-back={backPath}
            >
              <p>{t("pay-order.opening")}</p>
              <noscript>
                <p>{t("pay-order.needsScript")}</p>
              </noscript>
              <p className="muted">
                {t("pay-order.notOpening")} <a href={backPath}>{t("pay-order.back")}</a>
              </p>
              <PageScript src={PAY_PADDLE_SCRIPT} />
            </div>
          ) : (
            <p role="alert" data-testid="pay-unavailable">
              {t("pay-order.unavailable")} <LocalLink to="/pricing/checkout">{t("pay-order.back")}</LocalLink>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
