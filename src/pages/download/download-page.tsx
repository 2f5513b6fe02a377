import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";
import { SUGGEST_PLATFORM_SCRIPT } from "./suggest-platform-script";

/** /download: every platform, the visitor's own first once the browser has said which it is. */
export function DownloadPage() {
  const { t, messages, nonce } = usePage();
  return (
    <>
      <Hero title={t("download.title")} intro={t("download.intro")} />
      <section className="section" aria-labelledby="platforms-title">
        <div className="container">
          <h2 className="section-title" id="platforms-title">
            {t("download.platformsTitle")}
          </h2>
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
                  <LocalLink to={`/download/${product}`} className="btn btn-primary">
                    {t("download.cardCta", { product: name })}
                  </LocalLink>
                </li>
              );
            })}
          </ul>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUGGEST_PLATFORM_SCRIPT }} />
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="how-title">
        <div className="container prose">
          <h2 className="section-title" id="how-title">
            {t("download.howTitle")}
          </h2>
          <ol className="steps">
            {messageKeys(messages, "download.how").map((step) => (
              <li key={step}>{t(`download.how.${step}`)}</li>
            ))}
          </ol>
          <p>{t("download.oneAccount")}</p>
        </div>
      </section>
      <Faq title={t("download.faqTitle")} path="download.faq" />
    </>
  );
}
