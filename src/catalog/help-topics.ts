import type { DownloadProduct } from "./download-products";

/**
 * The on-site help section (/help, decision 179): its topics, in display order, and each topic's
 * questions, in display order. A question's id is its fragment on the topic page
 * (`/help/billing#renewal-reminder`) and its message key (`help.topics.billing.questions.<id>`),
 * so links from the search and from other pages stay stable when the wording changes.
 */
export const HELP_TOPICS = {
  billing: [
    "payment-methods",
    "currencies",
    "automatic-renewal",
    "renewal-reminder",
    "failed-payment",
    "receipts",
    "app-store-subscriptions",
  ],
  refunds: [
    "money-back-guarantee",
    "request-refund",
    "refund-timing",
    "renewal-refund",
    "app-store-refund",
    "after-refund",
  ],
  devices: [
    "device-limit",
    "device-limit-reached",
    "new-device",
    "devices-without-app",
    "connection-problems",
    "slow-connection",
  ],
  privacy: ["no-logs", "account-data", "data-copy", "delete-account", "authority-requests", "cookies"],
  setup: ["platforms", "windows-mac", "phones", "chrome", "streaming-tv", "samsung-lg-tv", "vpn-permission"],
  account: [
    "start-without-email",
    "forgot-password",
    "change-email",
    "two-factor",
    "missing-vip",
    "reach-support",
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type HelpTopic = keyof typeof HELP_TOPICS;

export const HELP_TOPIC_IDS = Object.keys(HELP_TOPICS) as HelpTopic[];

/** A question id of one topic. */
export type HelpQuestion<T extends HelpTopic = HelpTopic> = (typeof HELP_TOPICS)[T][number];

/** How many questions a topic holds: enough to be worth a page, few enough to read through. */
export const HELP_QUESTIONS_PER_TOPIC = { min: 5, max: 7 } as const;

/**
 * Which setup question explains each platform we ship: every download product is covered (a new
 * platform fails the type check here until a question explains it), and that question links its
 * download pages.
 */
export const SETUP_QUESTION_OF: Readonly<Record<DownloadProduct, HelpQuestion<"setup">>> = {
  windows: "windows-mac",
  mac: "windows-mac",
  ios: "phones",
  android: "phones",
  chrome: "chrome",
  "apple-tv": "streaming-tv",
  "smart-tv": "streaming-tv",
  "samsung-tv": "samsung-lg-tv",
  "lg-tv": "samsung-lg-tv",
};

export const isHelpTopic = (value: string): value is HelpTopic => Object.hasOwn(HELP_TOPICS, value);
