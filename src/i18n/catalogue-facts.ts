import { AFFILIATE_REVIEW_BUSINESS_DAYS } from "../catalog/affiliate-programme";
import {
  DEVICE_LIMIT,
  GRACE_DAYS,
  MONEY_BACK_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REMINDER_DAYS,
  RENEWAL_REFUND_DAYS,
} from "../catalog/billing";
import { PRESS_REPLY_BUSINESS_DAYS, SUPPORT_REPLY_BUSINESS_DAYS } from "../catalog/company";
import { DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { ACCOUNT_RECORDS_RETENTION_YEARS } from "../catalog/legal";
import { SERVER_CONTINENT_COUNT, SERVER_REGION_IDS } from "../catalog/server-regions";
import { CODE_TTL_MINUTES, EMAIL_UNDO_DAYS } from "../catalog/verification-code";

/**
 * A fact of the catalogue stated in a message: the `count` that chooses the message's plural form
 * (decision 095), and counted phrases it embeds as parameters (`{{guarantee}}` ← a message of its
 * own, counted by another fact), for a sentence with two numbers.
 */
export type CatalogueFact = {
  count: number;
  phrases?: Readonly<Record<string, { key: string; count: number }>>;
};

const days = { count: MONEY_BACK_DAYS };
const regions = { count: SERVER_REGION_IDS.length };
const supportReply = { count: SUPPORT_REPLY_BUSINESS_DAYS };
/** A help answer's key (src/catalog/help-topics.ts names the topics and questions). */
const help = (topic: string, question: string) => `help.topics.${topic}.questions.${question}.a`;

/**
 * Messages of the marketing copy that state a catalogue fact, and the fact (decision 147). Many
 * are rendered by generic code (explainer sections, FAQ lists, a page's meta description) that
 * cannot know which number a message states, so the translator fills it in from here: changing
 * MONEY_BACK_DAYS or the server regions changes every sentence in every locale.
 */
export const CATALOGUE_FACTS: Readonly<Record<string, CatalogueFact>> = {
  // The affiliate page passes its own `count` (the number of languages) to every step, so the
  // apply step's text is given this count explicitly there as well.
  "affiliate.steps.items.apply.text": { count: AFFILIATE_REVIEW_BUSINESS_DAYS },
  "contact-us.intro": supportReply,
  "contact-us.meta.description": supportReply,
  "contact-us.response.text": supportReply,
  "contact-us.sent.text": supportReply,
  "download-product.products.ios.intro": regions,
  "download.how.3": regions,
  "features.cta.text": days,
  "features.details.items.speed.text": regions,
  "features.meta.description": regions,
  "footer.seller.replyPromise": supportReply,
  "home.cta.text": days,
  "home.faq.items.refund.answer": days,
  "home.highlights.speed.text": regions,
  "home.meta.description": { ...regions, phrases: { guarantee: { key: "home.meta.guarantee", ...days } } },
  "help.contact.text": supportReply,
  [help("billing", "renewal-reminder")]: { count: REMINDER_DAYS },
  [help("billing", "failed-payment")]: { count: GRACE_DAYS },
  [help("refunds", "money-back-guarantee")]: days,
  [help("refunds", "refund-timing")]: { count: REFUND_PROCESSING_BUSINESS_DAYS },
  [help("refunds", "renewal-refund")]: { count: RENEWAL_REFUND_DAYS },
  [help("devices", "device-limit")]: { count: DEVICE_LIMIT },
  [help("devices", "slow-connection")]: regions,
  [help("privacy", "delete-account")]: { count: ACCOUNT_RECORDS_RETENTION_YEARS },
  [help("setup", "platforms")]: { count: DOWNLOAD_PRODUCTS.length },
  [help("account", "forgot-password")]: { count: CODE_TTL_MINUTES },
  [help("account", "change-email")]: { count: EMAIL_UNDO_DAYS },
  [help("account", "reach-support")]: supportReply,
  "home.trust.moneyBack.text": days,
  "press-room.contact.response": { count: PRESS_REPLY_BUSINESS_DAYS },
  "terms-of-service.meta.description": days,
  // The refund the terms promise: the money-back days, then the processing time as its own phrase.
  "terms-of-service.sections.money-back.body.p1": {
    ...days,
    phrases: {
      processing: {
        key: "terms-of-service.sections.money-back.processing",
        count: REFUND_PROCESSING_BUSINESS_DAYS,
      },
    },
  },
  "terms-of-service.sections.money-back.body.list1.b": { count: RENEWAL_REFUND_DAYS },
  "vpn-server.intro": regions,
  "vpn-server.meta.description": regions,
  "vpn-trial.cta.title": days,
  "vpn-trial.faq.items.cancel.question": days,
  "vpn-trial.faq.items.card.answer": days,
  "vpn-trial.meta.description": days,
  "vpn-trial.sections.how.paragraphs.p1": days,
  "vpn-trial.sections.how.paragraphs.p2": days,
  "vpn-trial.sections.how.points.c": days,
  "vpn-trial.sections.included.points.a": {
    ...regions,
    phrases: { continents: { key: "vpn-trial.sections.included.continents", count: SERVER_CONTINENT_COUNT } },
  },
  "vpn-trial.sections.refund.paragraphs.p1": days,
  "vpn-trial.sections.test.title": days,
  "what-is-vpn.cta.text": days,
  "what-is-vpn.sections.start.paragraphs.p1": days,
};

/**
 * The parameters of `key` with its catalogue fact filled in: `count`, and each embedded phrase
 * translated with `translate`. Parameters the caller gives win.
 */
export function withCatalogueFacts(
  key: string,
  params: Record<string, string | number> | undefined,
  translate: (key: string, params: Record<string, string | number>) => string,
): Record<string, string | number> | undefined {
  const fact = CATALOGUE_FACTS[key];
  if (!fact) return params;
  const phrases = Object.entries(fact.phrases ?? {}).map(
    ([name, phrase]) => [name, translate(phrase.key, { count: phrase.count })] as const,
  );
  return { count: fact.count, ...Object.fromEntries(phrases), ...params };
}
