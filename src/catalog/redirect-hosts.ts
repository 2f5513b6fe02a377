import { helpCentreUrl } from "./help-centre";
import { PAYMENT_HOSTS } from "./payment-hosts";

/**
 * The external hosts the site may forward a visitor to (through `/redirect` or a redirect-table
 * entry). Exact host names, matched with their port: a listed host never admits its subdomains,
 * so adding one here is a deliberate act. The site's own domains are PRODUCT_DOMAINS, not this.
 */
export const REDIRECT_HOSTS: readonly string[] = [
  // Payment providers' hosted checkouts and approval pages, from their one home.
  ...PAYMENT_HOSTS,
  // The help centre, from its one home.
  new URL(helpCentreUrl("en")).host,
  // App stores and the browser extension store.
  "apps.apple.com",
  "play.google.com",
  "chromewebstore.google.com",
];
