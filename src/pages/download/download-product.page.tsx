import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { loadPageLinks } from "../../catalog/page-links";
import { definePage, defineRoute } from "../define-route";
import { NOT_FOUND } from "../page-entry";
import { DownloadProductPage } from "./download-product-page";

export const route = defineRoute({
  name: "download-product",
  styles: ["catalog"],
  pattern: "/download/:product",
  params: { product: DOWNLOAD_PRODUCTS },
});

export default definePage(route, {
  prerender: true,
  // The route table admits listed parameters only; the loaders name them typed (not found otherwise).
  load: async (_env, _host, _request, params) => {
    const product = DOWNLOAD_PRODUCTS.find((id) => id === params.product);
    return product ? { product, links: await loadPageLinks("download") } : NOT_FOUND;
  },
  vars: (_params, _t, { product }) => ({ product: DOWNLOAD_PRODUCT_NAMES[product] }),
  Page: ({ data: { product, links } }) => <DownloadProductPage product={product} link={links[product]} />,
});
