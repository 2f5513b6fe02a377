import { SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { countryName } from "../../i18n/format";
import { usePage } from "../page-context";

/**
 * Who sells, from the deployment's configuration (src/pages/seller.ts): one line in the footer of
 * every page, an address block on About and at the checkout. The receipt states the same facts.
 */
export function SellerIdentity({ variant }: { variant: "line" | "block" }) {
  const { t, language, seller } = usePage();
  const country = countryName(seller.country, language.code);
  // First-strong isolates keep a Latin name whole in a right-to-left sentence ("Ltd." not ".Ltd").
  const company = `\u2068${seller.company}\u2069`;
  const registration = seller.taxId ? t("footer.seller.registration", { id: seller.taxId }) : null;
  const mail = (
    <a href={`mailto:${seller.email}`} dir="ltr">
      {seller.email}
    </a>
  );
  if (variant === "line") {
    const place = seller.address ? `${seller.address}, ${country}` : country;
    return (
      <p className="seller-line" data-testid="seller-identity">
        {t("footer.seller.soldBy", { company, place })}
        {registration ? ` · ${registration}` : null} · {mail}
      </p>
    );
  }
  return (
    <address className="seller-block" data-testid="seller-identity">
      <strong>
        <bdi>{seller.company}</bdi>
      </strong>
      {seller.address ? (
        <>
          <br />
          {seller.address}
        </>
      ) : null}
      <br />
      {country}
      {registration ? (
        <>
          <br />
          {registration}
        </>
      ) : null}
      <br />
      {t("footer.seller.support")} {mail}
      <br />
      {t("footer.seller.replyPromise", { count: SUPPORT_REPLY_BUSINESS_DAYS })}
    </address>
  );
}
