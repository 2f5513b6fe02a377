import type { AppScreen } from "../../catalog/app-screens";
import {
  DOWNLOAD_PRODUCT_NAMES,
  DOWNLOAD_PRODUCTS,
  type DownloadProduct,
} from "../../catalog/download-products";
import { pathTo } from "../../routes/route-paths";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { ProductShot } from "../components/product-shot";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { HOLD_LIST_SCRIPT, SUGGEST_PLATFORM_SCRIPT } from "./suggest-platform-script";

/** The app screen each platform's card shows: its own kind of device. */
const PRODUCT_SCREENS: Record<DownloadProduct, AppScreen> = {
  windows: "desktop",
  mac: "desktop",
  chrome: "desktop",
  ios: "phone",
  android: "phone",
  "apple-tv": "tv",
  "smart-tv": "tv",
  "samsung-tv": "tv",
  "lg-tv": "tv",
};

/** The card's picture is at most this wide (three cards a row in the container). */
const CARD_SHOT_SIZES: Record<AppScreen, string> = {
  desktop: "(min-width: 700px) 300px, 80vw",
  tv: "(min-width: 700px) 300px, 80vw",
  phone: "(min-width: 700px) 110px, 30vw",
};

/** /download: every platform, the visitor's own first once the browser has said which it is. */
export function DownloadPage() {
  const { t, messages, nonce } = usePage();
  return (
    <>
      <Hero title={t("download.title")} intro={t("download.intro")} />
      <Section id="platforms" title={t("download.platformsTitle")}>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_LIST_SCRIPT }} />
        <ul className="card-grid platform-grid">
          {DOWNLOAD_PRODUCTS.map((product) => {
            const name = DOWNLOAD_PRODUCT_NAMES[product];
            return (
              <li key={product} className="card platform-card" data-platform={product}>
                <div className={`platform-card__shot platform-card__shot--${PRODUCT_SCREENS[product]}`}>
                  <ProductShot
                    screen={PRODUCT_SCREENS[product]}
                    sizes={CARD_SHOT_SIZES[PRODUCT_SCREENS[product]]}
                  />
                </div>
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
