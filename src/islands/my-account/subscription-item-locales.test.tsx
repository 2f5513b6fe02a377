import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Subscription } from "../../api/contract/payment";
import { LOCALES, languageOf } from "../../i18n/languages";
import { createTranslator, loadMessages, type MessageTree } from "../../i18n/messages";
import { islandTexts } from "../../pages/account/island-texts";
import { BILLING_TEXT_KEYS } from "../../shared/billing-forms";
import { translator } from "../lib/texts";
import { DialogProvider } from "../ui/dialogs";
import { SubscriptionItem } from "./subscription-item";

/**
 * Every subscription status and every plan, as My account shows them in every language: the badge
 * and the plan name are the locale's own words, and nothing English, no key and no placeholder is
 * left in what the visitor reads (issue #22: "every status in every locale").
 */

const DAY = 86400;
const NOW = 1_800_000_000;
const base: Subscription = {
  subscription_id: "ord_0123456789",
  plan_id: 12,
  plan_name: "VPN Master VIP, 1 year",
  provider: "s1",
  status: "active",
  start_time: NOW - 2 * DAY,
  expire_time: NOW + 363 * DAY,
  auto_renew: true,
  amount: 59.88,
  currency: "EUR",
  next_renewal_time: NOW + 363 * DAY,
  renewal_amount: 59.88,
  renewal_months: 12,
  grace_until: null,
  term_months: 12,
  trial_days: 0,
};

const STATES: Record<string, Partial<Subscription>> = {
  active: {},
  renewal_off: { status: "renewal_off", auto_renew: false, next_renewal_time: null },
  past_due: { status: "past_due", grace_until: NOW + 5 * DAY, expire_time: NOW - DAY },
  expired: { status: "expired", auto_renew: false, next_renewal_time: null, expire_time: NOW - DAY },
  refunded: { status: "refunded", auto_renew: false, next_renewal_time: null, expire_time: NOW - DAY },
};
const PLANS: Record<string, Partial<Subscription>> = {
  "1": { plan_id: 1, term_months: 1, renewal_months: 1 },
  "12": {},
  "24": { plan_id: 24, term_months: 24, renewal_months: 24 },
  trial: { trial_days: 7, term_months: 1, renewal_months: 1 },
};

const paths = { autoRenew: "/x/auto-renew", refund: "/x/refund", receipt: "/x/receipt/" };
const labels = { confirm: "OK", cancel: "Cancel", ok: "OK", close: "Close" };

async function textsOf(locale: (typeof LOCALES)[number]) {
  const messages = await loadMessages(locale, ["myaccount", "billing"]);
  const texts = islandTexts(messages, ["myaccount"], createTranslator(locale, messages), BILLING_TEXT_KEYS);
  return { messages, t: translator(texts, languageOf(locale).intl) };
}

/** What a reader sees: the text between tags and the labels of attributes a screen reader speaks. */
function readable(html: string): string {
  const attributes = [...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  return [html.replace(/<[^>]+>/g, "\n"), ...attributes]
    .join("\n")
    .replace(/&#x27;/g, "’")
    .replace(/&amp;/g, "&");
}

/** The words of English templates, without their placeholders: what untranslated text would leave. */
function fragments(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === "object"
      ? fragments(value)
      : value
          .split(/\{\{[^}]*\}\}/)
          .map((part) => part.trim())
          .filter((part) => /\p{L}{3,}.*\s.*\p{L}{2,}/u.test(part)),
  );
}

const loaded = new Map(
  await Promise.all(LOCALES.map(async (locale) => [locale, await textsOf(locale)] as const)),
);
const english = loaded.get("en") as Awaited<ReturnType<typeof textsOf>>;
const englishFragments = fragments(english.messages.myaccount?.subscriptions as MessageTree);

describe.each(LOCALES)("subscriptions in %s", (locale) => {
  const { messages, t } = loaded.get(locale) as Awaited<ReturnType<typeof textsOf>>;
  const own = new Set(fragments(messages.myaccount?.subscriptions as MessageTree));
  const intl = languageOf(locale).intl;

  for (const [state, stateFields] of Object.entries(STATES)) {
    it.each(Object.keys(PLANS))(`${state}, plan %s`, (plan) => {
      const subscription = { ...base, ...stateFields, ...PLANS[plan] } as Subscription;
      const html = renderToStaticMarkup(
        <DialogProvider labels={labels}>
          <SubscriptionItem
            subscription={subscription}
            paidAt={NOW - 2 * DAY}
            locale={intl}
            now={NOW}
            paths={paths}
            pricingHref={`/${locale}/pricing`}
            t={t}
            toast={() => {}}
            onChange={() => {}}
          />
        </DialogProvider>,
      );
      const text = readable(html);
      expect(text).toContain(t(`myaccount.subscriptions.status.${state}`));
      expect(text).toContain(t(`myaccount.subscriptions.plan.${plan}`));
      expect(text).not.toMatch(/\{\{|myaccount\.|billing\./);
      if (locale !== "en") {
        const leftover = englishFragments.filter((part) => !own.has(part) && text.includes(part));
        expect(leftover).toEqual([]);
        expect(text).not.toContain(english.t(`myaccount.subscriptions.status.${state}`));
      }
    });
  }
});
