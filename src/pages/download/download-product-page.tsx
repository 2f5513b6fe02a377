import {
  DOWNLOAD_PRODUCT_NAMES,
  DOWNLOAD_PRODUCTS,
  type DownloadProduct,
} from "../../catalog/download-products";
import type { PageLink } from "../../catalog/page-links/page-links";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";

export interface DownloadProductPageProps {
  product: DownloadProduct;
  /** The store or file link from the page's link file; absent when the file could not be read. */
  link: PageLink | undefined;
}

/** /download/{product}: where to get the app, how to install it, what the device needs. */
export function DownloadProductPage({ product, link }: DownloadProductPageProps) {
  const { t, messages } = usePage();
  const name = DOWNLOAD_PRODUCT_NAMES[product];
  const vars = { product: name };
  const base = `download-product.products.${product}`;
  const list = (key: string) =>
    messageKeys(messages, `${base}.${key}`).map((item) => <li key={item}>{t(`${base}.${key}.${item}`)}</li>);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t("common.breadcrumbs.home"), path: "/" },
          { name: t("header.nav.download"), path: "/download" },
          { name, path: `/download/${product}` },
        ]}
      />
      <Hero title={t("download-product.title", vars)} intro={t(`${base}.intro`)}>
        <div className="hero__actions">
          {link ? (
            <a className="btn btn-primary store-link" href={link.href} rel="noopener">
              {t(`download-product.linkKinds.${link.kind}`, vars)}
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
            <ol className="steps">{list("steps")}</ol>
          </div>
          <div className="card">
            <h2>{t("download-product.requirementsTitle")}</h2>
            <ul className="checklist">{list("requirements")}</ul>
            <p className="muted">{t(`${base}.tip`)}</p>
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="after-title">
        <div className="container prose">
          <h2 className="section-title" id="after-title">
            {t("download-product.afterTitle")}
          </h2>
          <p>{t("download-product.after", vars)}</p>
        </div>
      </section>
      <Faq title={t("download-product.faqTitle")} path={`${base}.faq`} />
      <section className="section" aria-labelledby="other-title">
        <div className="container">
          <h2 className="section-title" id="other-title">
            {t("download-product.otherTitle")}
          </h2>
          <ul className="chip-list">
            {DOWNLOAD_PRODUCTS.filter((p) => p !== product).map((other) => (
              <li key={other}>
                <LocalLink to={`/download/${other}`}>{DOWNLOAD_PRODUCT_NAMES[other]}</LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
