import { PAYMENT_ID_PATTERN } from "../../api/payment";
import { isProviderCode } from "../../catalog/payment-providers";
import { localizedPath } from "../../i18n/locale-path";
import { Island } from "../components/island";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/** /paystatus?order=…&provider=…: where a provider sends the buyer back; the island polls. */
export function PayStatusPage({ query }: { query: Record<string, string> }) {
  const { t, language } = usePage();
  const { order, provider } = query;
  const valid = order !== undefined && PAYMENT_ID_PATTERN.test(order) && isProviderCode(provider);
  const k = (key: string) => t(`paystatus.${key}`);
  return (
    <section className="section">
      <div className="container">
        <div className="paystate">
          {valid ? (
            <Island
              name="PayStatus"
              props={{
                orderId: order,
                provider,
                paysucPath: localizedPath(language.code, "/paysuc"),
                checkoutPath: localizedPath(language.code, "/pricing/checkout"),
                texts: {
                  title: k("title"),
                  intro: k("intro"),
                  checking: k("checking"),
                  failedTitle: k("failedTitle"),
                  failedText: k("failedText"),
                  retry: k("retry"),
                  pendingTitle: k("pendingTitle"),
                  pendingText: k("pendingText"),
                  checkAgain: k("checkAgain"),
                },
              }}
            />
          ) : (
            <>
              <h1>{k("title")}</h1>
              <p role="alert">
                {k("missing")} <LocalLink to="/pricing">{k("toPricing")}</LocalLink>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
