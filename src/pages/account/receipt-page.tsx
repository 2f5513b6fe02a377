import type { Receipt } from "../../api/contract/payment";
import { localizedPath } from "../../i18n/locale-path";
import { receiptFields } from "../../shared/receipt-fields";
import { SellerIdentity } from "../components/seller-identity";
import { usePage } from "../page-context";

/**
 * /myaccount/receipt/{order_id}: one charge's receipt, server-rendered and printable (the print
 * stylesheet drops the site's chrome), no script.
 */
export function ReceiptPage({ receipt }: { receipt: Receipt }) {
  const { t, language, seller } = usePage();
  const k = (key: string, params?: Record<string, string | number>) =>
    t(`myaccount-receipt-id.${key}`, params);
  return (
    <section className="receipt">
      <article className="container receipt__sheet" data-testid="receipt">
        <header className="receipt__head">
          <h1>{k("heading")}</h1>
          <p className="receipt__company">
            <bdi>{seller.company}</bdi>
          </p>
        </header>
        <div className="receipt__parties">
          <section>
            <h2>{t("billing.receipt.labels.seller")}</h2>
            <SellerIdentity variant="block" />
          </section>
          <section>
            <h2>{t("billing.receipt.labels.buyer")}</h2>
            <p data-testid="receipt-buyer">{receipt.email ?? k("noEmail")}</p>
          </section>
        </div>
        <dl className="receipt__facts">
          {receiptFields(t, receipt, language.code).map(([label, value]) => (
            <div key={label} className={`receipt__fact receipt__fact--${label}`}>
              <dt>{t(`billing.receipt.labels.${label}`)}</dt>
              <dd data-testid={`receipt-${label}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="receipt__tax">{t("billing.receipt.tax")}</p>
        <p className="receipt__screen-only muted">{k("printHint")}</p>
        <p className="receipt__screen-only">
          <a href={localizedPath(language.code, "/myaccount")}>{k("back")}</a>
        </p>
      </article>
    </section>
  );
}
