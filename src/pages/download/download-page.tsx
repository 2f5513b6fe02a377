import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { pathTo } from "../../routes/route-paths";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { SUGGEST_PLATFORM_SCRIPT } from "./suggest-platform-script";

/** /download: every platform, the visitor's own first once the browser has said which it is. */
export function DownloadPage() {
  const { t, messages, nonce } = usePage();
  return (
    <>
      <Hero title={t("download.title")} intro={t("download.intro")} />
      <Section id="platforms" title={t("download.platformsTitle")}>
        <ul className="card-grid platform-grid">
          {DOWNLOAD_PRODUCTS.map((product) => {
            const name = DOWNLOAD_PRODUCT_NAMES[product];
            return (
              <li key={product} className="card platform-card" data-platform={product}>
                <span className="badge" data-suggested="" hidden>
                  {t("download.suggested")}
                </span>
                <h3>{name}</h3>
                <p>{t(`download.products.${product}`)}</p>
                <LocalLink
                  to={pathTo("/download/:product", { product: product })}
                  className="btn btn-primary"
                >
                  {t("download.cardCta", { product: name })}
                </LocalLink>
              </li>
            );
          })}
        </ul>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUGGEST_PLATFORM_SCRIPT }} />
      </Section>
      <Section id="how" title={t("download.howTitle")} tone="soft">
        <ol className="steps">
          {messageKeys(messages, "download.how").map((step) => (
            <li key={step}>
              <p>{t(`download.how.${step}`)}</p>
            </li>
          ))}
        </ol>
        <div className="prose one-account">
          <p>{t("download.oneAccount")}</p>
        </div>
      </Section>
      <Section id="faq" title={t("download.faqTitle")}>
        <Faq items={faqItems(t, messages, "download.faq")} />
      </Section>
    </>
  );
}
