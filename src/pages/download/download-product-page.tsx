import { CircleCheck } from "lucide-react";
import {
  DOWNLOAD_PRODUCT_NAMES,
  DOWNLOAD_PRODUCTS,
  type DownloadProduct,
} from "../../catalog/download-products";
import { pathTo } from "../../routes/route-paths";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { linkKind } from "./link-kind";

export interface DownloadProductPageProps {
  product: DownloadProduct;
  /** The store or file link from the page's link file; absent when the file could not be read. */
  link: string | undefined;
}

/** /download/{product}: where to get the app, how to install it, what the device needs. */
export function DownloadProductPage({ product, link }: DownloadProductPageProps) {
  const { t, messages } = usePage();
  const name = DOWNLOAD_PRODUCT_NAMES[product];
  const vars = { product: name };
  const base = `download-product.products.${product}`;
  const list = (key: string) =>
    messageKeys(messages, `${base}.${key}`).map((item) => <li key={item}>{t(`${base}.${key}.${item}`)}</li>);
  const requirements = messageKeys(messages, `${base}.requirements`).map((item) => (
    <li key={item}>
      <Icon icon={CircleCheck} />
      <span>{t(`${base}.requirements.${item}`)}</span>
    </li>
  ));
  return (
    <>
      <Hero
        title={t("download-product.title", vars)}
        intro={t(`${base}.intro`)}
        before={
          <Breadcrumbs
            items={[
              { label: t("common.home"), to: "/" },
              { label: t("header.nav.download"), to: "/download" },
              { label: name, to: pathTo("/download/:product", { product: product }) },
            ]}
          />
        }
      >
        <div className="hero__actions">
          {link ? (
            <a className="btn btn-primary btn-large store-link" href={link} rel="noopener">
              {t(`download-product.linkKinds.${linkKind(link)}`, vars)}
            </a>
          ) : (
            <p className="notice" role="status">
              {t("download-product.linkUnavailable")}
            </p>
          )}
        </div>
      </Hero>
      <section className="section" aria-label={t("download-product.installLabel", vars)}>
        <div className="container install-grid">
          <div className="card">
            <h2>{t("download-product.stepsTitle")}</h2>
            <ol className="numbered-list">{list("steps")}</ol>
          </div>
          <div className="card">
            <h2>{t("download-product.requirementsTitle")}</h2>
            <ul className="checklist">{requirements}</ul>
            <p className="muted">{t(`${base}.tip`)}</p>
          </div>
        </div>
      </section>
      <Section id="after" title={t("download-product.afterTitle")} tone="soft">
        <div className="prose">
          <p>{t("download-product.after", vars)}</p>
        </div>
      </Section>
      <Section id="faq" title={t("download-product.faqTitle")}>
        <Faq items={faqItems(t, messages, `${base}.faq`)} />
      </Section>
      <Section id="other" title={t("download-product.otherTitle")} tone="soft">
        <ul className="chip-list">
          {DOWNLOAD_PRODUCTS.filter((p) => p !== product).map((other) => (
            <li key={other}>
              <LocalLink to={pathTo("/download/:product", { product: other })}>
                {DOWNLOAD_PRODUCT_NAMES[other]}
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
