import { localizedPath } from "../../i18n/locale-path";
import type { CheckoutProps } from "../../islands/checkout";
import { Island } from "../components/island";
import { LocalLink } from "../components/local-link";
import { SellerIdentity } from "../components/seller-identity";
import { usePage } from "../page-context";
import { checkoutTexts } from "./checkout-texts";

/** The island's data; null: the plans cannot be read; "payments-unavailable": no method can be paid here. */
export type CheckoutData =
  | Omit<CheckoutProps, "texts" | "locale" | "returnPath">
  | null
  | "payments-unavailable";

/**
 * /pricing/checkout/{id}: the checkout island, or a way back when the plans cannot be read or
 * nothing can be paid (no provider configured): never a Pay button that cannot work.
 */
export function CheckoutPage({ checkout }: { checkout: CheckoutData }) {
  const { t, language, messages } = usePage();
  return (
    <section className="section checkout">
      <div className="container">
        <h1>{t("pricing-checkout-id.title")}</h1>
        <p className="lead">{t("pricing-checkout-id.intro")}</p>
        {checkout === "payments-unavailable" ? (
          <p className="pricing__notice" role="alert" data-testid="payments-unavailable">
            {t("pricing-checkout-id.paymentsUnavailable")}{" "}
            <LocalLink to="/pricing">{t("pricing-checkout-id.back")}</LocalLink>
          </p>
        ) : checkout ? (
          <Island
            name="Checkout"
            props={{
              ...checkout,
              locale: language.code,
              returnPath: localizedPath(language.code, "/paystatus"),
              texts: checkoutTexts(messages),
            }}
          />
        ) : null}
        {checkout && checkout !== "payments-unavailable" ? (
          <aside className="checkout__seller" aria-labelledby="checkout-seller">
            <h2 id="checkout-seller">{t("footer.seller.title")}</h2>
            <SellerIdentity variant="block" />
          </aside>
        ) : checkout === null ? (
          <p className="pricing__notice" role="alert">
            {t("pricing.unavailable")} <LocalLink to="/pricing">{t("pricing-checkout-id.back")}</LocalLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
