import { ArrowRight } from "lucide-react";
import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { type HelpQuestion, type HelpTopic, SETUP_QUESTION_OF } from "../../catalog/help-topics";
import type { Translate } from "../../i18n/messages";
import { pathTo, type SitePath } from "../../routes/route-paths";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/** A page an answer names, with its label in the reader's language. */
interface RelatedLink {
  to: SitePath;
  label: (t: Translate) => string;
}

// Labels are the names the header and footer give these pages, so a link reads as the page it opens.
const MY_ACCOUNT: RelatedLink = { to: "/myaccount", label: (t) => t("header.account") };
const PRICING: RelatedLink = { to: "/pricing", label: (t) => t("footer.links.pricing") };
const CONTACT: RelatedLink = { to: "/contact-us", label: (t) => t("footer.links.contact") };
const TERMS: RelatedLink = { to: "/terms-of-service", label: (t) => t("footer.links.terms") };
const PRIVACY: RelatedLink = { to: "/privacy-policy", label: (t) => t("footer.links.privacy") };
const DOWNLOAD: RelatedLink = { to: "/download", label: (t) => t("footer.links.download") };

/** Each setup question links the download pages of the platforms it explains. */
const downloadsOf = (question: HelpQuestion<"setup">): RelatedLink[] =>
  DOWNLOAD_PRODUCTS.filter((product) => SETUP_QUESTION_OF[product] === question).map((product) => ({
    to: pathTo("/download/:product", { product }),
    label: () => DOWNLOAD_PRODUCT_NAMES[product],
  }));

/** The pages each answer sends its reader to (none for an answer that stands alone). */
const RELATED: { readonly [T in HelpTopic]: Partial<Record<HelpQuestion<T>, readonly RelatedLink[]>> } = {
  billing: {
    "payment-methods": [PRICING],
    currencies: [PRICING],
    "automatic-renewal": [MY_ACCOUNT, TERMS],
    "renewal-reminder": [MY_ACCOUNT],
    "failed-payment": [MY_ACCOUNT],
    receipts: [MY_ACCOUNT],
  },
  refunds: {
    "money-back-guarantee": [TERMS],
    "request-refund": [MY_ACCOUNT, CONTACT],
    "refund-timing": [TERMS],
    "renewal-refund": [CONTACT, TERMS],
    "app-store-refund": [CONTACT],
    "after-refund": [PRICING],
  },
  devices: {
    "device-limit": [MY_ACCOUNT],
    "device-limit-reached": [MY_ACCOUNT],
    "new-device": [DOWNLOAD, MY_ACCOUNT],
    "devices-without-app": [DOWNLOAD],
    "connection-problems": [{ to: "/status", label: (t) => t("footer.links.status") }, CONTACT],
    "slow-connection": [{ to: "/vpn-server", label: (t) => t("footer.links.servers") }],
  },
  privacy: {
    "no-logs": [PRIVACY],
    "account-data": [PRIVACY],
    "data-copy": [MY_ACCOUNT],
    "delete-account": [MY_ACCOUNT],
    "authority-requests": [PRIVACY],
    cookies: [{ to: "/cookie-policy-2025", label: (t) => t("footer.links.cookies") }],
  },
  setup: {
    platforms: [DOWNLOAD],
    "windows-mac": downloadsOf("windows-mac"),
    phones: downloadsOf("phones"),
    chrome: downloadsOf("chrome"),
    "streaming-tv": downloadsOf("streaming-tv"),
    "samsung-lg-tv": downloadsOf("samsung-lg-tv"),
  },
  account: {
    "start-without-email": [DOWNLOAD, MY_ACCOUNT],
    "forgot-password": [{ to: "/forgetpassword", label: (t) => t("help.links.resetPassword") }],
    "change-email": [MY_ACCOUNT],
    "two-factor": [MY_ACCOUNT],
    "missing-vip": [MY_ACCOUNT, CONTACT],
    "reach-support": [CONTACT],
  },
};

function relatedLinksOf(topic: HelpTopic, id: HelpQuestion): readonly RelatedLink[] {
  const links: Partial<Record<string, readonly RelatedLink[]>> = RELATED[topic];
  return links[id] ?? [];
}

/**
 * The pages an answer names, as a short labelled list under it (a list, not a nav: a topic page
 * has one per answer, and landmarks must be few and distinct).
 */
export function RelatedLinks({ topic, id }: { topic: HelpTopic; id: HelpQuestion }) {
  const { t } = usePage();
  const links = relatedLinksOf(topic, id);
  if (links.length === 0) return null;
  return (
    <ul className="help-related" aria-label={t("help.topic.related")}>
      {links.map((link) => (
        <li key={link.to}>
          <LocalLink to={link.to}>
            <Icon icon={ArrowRight} size={16} directional />
            {link.label(t)}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
