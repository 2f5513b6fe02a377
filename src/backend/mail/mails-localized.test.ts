import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { englishShare, wordsOf } from "../../i18n/english-share";
import { formatDate, formatPrice } from "../../i18n/format";
import { DEFAULT_LOCALE, LOCALES, type Locale, languageOf } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { changedMail, codeMail, maskedEmail, takenMail } from "../account/email-change/mails";
import { CODE_TTL_SECONDS, EMAIL_UNDO_TTL_MS } from "../account/limits";
import { resetCodeMail, resetNoAccountMail } from "../account/reset-mails";
import { secureCodeMail, secureTakenMail } from "../account/set-password/mails";
import { newBrowserMail, type SessionOrigin } from "../account/sign-in-notice";
import type { ReceiptFacts } from "../billing/receipt-facts";
import { receiptMail } from "../billing/receipt-mails";
import { payNextMail, reminderMail } from "../billing/reminders";
import type { Mail } from "./provider";

const TO = "reader@example.com";
const CODE = "480213";
const ORIGIN = "https://www.example.com";
const NOW_MS = Date.UTC(2026, 2, 14, 9, 30);
const DAY_S = 86_400;
const nowS = Math.floor(NOW_MS / 1000);

const number = (locale: Locale, n: number) => new Intl.NumberFormat(languageOf(locale).intl).format(n);

const facts = (locale: Locale, over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  orderId: "ord_7Qm2",
  userId: 41,
  kind: "renewal",
  paidAt: nowS,
  refundedAt: null,
  amountCents: 4_999,
  currency: "EUR",
  provider: "stripe",
  planId: 12,
  termMonths: 12,
  trialDays: 0,
  periodStart: nowS,
  periodEnd: nowS + 365 * DAY_S,
  subscriptionOrderId: "ord_7Qm2",
  subscriptionStatus: "active",
  nextRenewalAt: nowS + 365 * DAY_S,
  renewalCents: 4_999,
  currentPeriodEnd: nowS + 365 * DAY_S,
  manualRenewal: 0,
  method: "card",
  returnPath: localizedPath(locale, "/pricing"),
  accountEmail: TO,
  checkoutEmail: TO,
  ...over,
});

const origin = (locale: Locale): SessionOrigin => ({
  env,
  nowMs: NOW_MS,
  country: "DE",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  locale,
  host: "www.example.com",
  environment: "sandbox",
  waitUntil: () => undefined,
});

const reminderRow = (locale: Locale) => ({
  id: 9,
  current_period_end: NOW_MS + 5 * DAY_S * 1000,
  renewal_cents: 4_999,
  currency: "EUR",
  email: TO,
  return_path: localizedPath(locale, "/pricing"),
});

interface Rendered {
  mail: Mail;
  /** What the mail must state in every language: the code, counts in the locale's digits, links. */
  figures: string[];
}

/** Every mail the backend sends, built for one locale. */
const MAILS: Record<string, (locale: Locale) => Promise<Rendered>> = {
  "password reset code": async (locale) => ({
    mail: await resetCodeMail(locale, TO, CODE),
    figures: [CODE, number(locale, CODE_TTL_SECONDS / 60)],
  }),
  "password reset without an account": async (locale) => ({
    mail: await resetNoAccountMail(locale, TO),
    figures: [],
  }),
  "securing an account: code": async (locale) => ({
    mail: await secureCodeMail(locale, TO, CODE),
    figures: [CODE, number(locale, CODE_TTL_SECONDS / 60)],
  }),
  "securing an account: address taken": async (locale) => ({
    mail: await secureTakenMail(locale, TO),
    figures: [],
  }),
  "e-mail change: code": async (locale) => ({
    mail: await codeMail(locale, TO, CODE),
    figures: [CODE, number(locale, CODE_TTL_SECONDS / 60)],
  }),
  "e-mail change: address taken": async (locale) => ({ mail: await takenMail(locale, TO), figures: [] }),
  "e-mail change: done, with the undo link": async (locale) => {
    const link = `${ORIGIN}/account/email-undo?t=abc`;
    return {
      mail: await changedMail(locale, TO, "new@example.com", link),
      figures: [maskedEmail("new@example.com"), number(locale, EMAIL_UNDO_TTL_MS / (DAY_S * 1000)), link],
    };
  },
  "sign-in from a new browser": async (locale) => ({
    mail: await newBrowserMail(origin(locale), TO, locale),
    figures: ["Firefox", "Windows", formatDate(new Date(NOW_MS), locale)],
  }),
  receipt: async (locale) => ({
    mail: await receiptMail(
      { env, environment: "sandbox", origin: ORIGIN },
      facts(locale),
      TO,
      "charge",
      NOW_MS,
    ),
    figures: [
      formatPrice(49.99, "EUR", locale),
      `${ORIGIN}${localizedPath(locale, "/myaccount/receipt/ord_7Qm2")}`,
    ],
  }),
  "first receipt, asking to confirm the address": async (locale) => {
    const first = facts(locale, { kind: "first", accountEmail: null });
    return {
      mail: await receiptMail({ env, environment: "sandbox", origin: ORIGIN }, first, TO, "charge", NOW_MS),
      figures: [formatPrice(49.99, "EUR", locale), "/billing/confirm-email?"],
    };
  },
  refund: async (locale) => ({
    mail: await receiptMail(
      { env, environment: "sandbox", origin: ORIGIN },
      facts(locale, { refundedAt: nowS }),
      TO,
      "refund",
      NOW_MS,
    ),
    figures: [formatPrice(49.99, "EUR", locale)],
  }),
  "renewal reminder with the stop link": async (locale) => ({
    mail: await reminderMail(reminderRow(locale), ORIGIN, "a-link-secret"),
    figures: [
      formatPrice(49.99, "EUR", locale),
      formatDate(reminderRow(locale).current_period_end, locale),
      ORIGIN,
    ],
  }),
  "receipt of a one-off method's payment, promising the reminder": async (locale) => {
    const oneOff = facts(locale, {
      kind: "first",
      subscriptionStatus: "renewal_off",
      nextRenewalAt: null,
      manualRenewal: 1,
      method: "wechat_pay",
    });
    return {
      mail: await receiptMail({ env, environment: "sandbox", origin: ORIGIN }, oneOff, TO, "charge", NOW_MS),
      figures: ["WeChat Pay", formatDate(nowS + 365 * DAY_S, locale)],
    };
  },
  "pay for the next period (a one-off method)": async (locale) => {
    const row = { ...reminderRow(locale), plan_id: 12, method: "alipay" };
    return {
      mail: await payNextMail(row, ORIGIN),
      figures: [
        "Alipay",
        formatDate(row.current_period_end, locale),
        `${ORIGIN}${localizedPath(locale, "/pricing/checkout/12")}`,
      ],
    };
  },
  "renewal reminder without a link": async (locale) => ({
    mail: await reminderMail(reminderRow(locale), ORIGIN, null),
    figures: [formatPrice(49.99, "EUR", locale)],
  }),
};

/** The same in every language: cut out of the English before its sentences are looked for. */
const LINKS_AND_ADDRESSES = /https?:\/\/\S+|[\w.+*-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The English mail's sentences long enough that finding one in a translation means it was left in English. */
function englishSentences(text: string): string[] {
  return text
    .replace(LINKS_AND_ADDRESSES, "\n")
    .split(/\n+|(?<=[.!?;:])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length >= 4);
}

/** A placeholder left unfilled, or a message key standing where its text was missing. */
const UNFILLED = /\{\{|\}\}|\b(?:forgetpassword|myaccount|billing|account|common)\.[a-zA-Z]/;

/** Above this share of English function words a mail reads as English (English-share test). */
const MAX_ENGLISH_SHARE = 0.05;

describe("every mail the backend sends", () => {
  describe.each(Object.entries(MAILS))("%s", (_, render) => {
    it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))("is written in %s", async (locale) => {
      const english = (await render(DEFAULT_LOCALE)).mail;
      const { mail, figures } = await render(locale);
      expect(mail.to).toBe(TO);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
      for (const sentence of englishSentences(`${english.subject}\n${english.text}`)) {
        expect(`${mail.subject}\n${mail.text}`, `untranslated: "${sentence}"`).not.toContain(sentence);
      }
      expect(englishShare(`${mail.subject}\n${mail.text}`)).toBeLessThanOrEqual(MAX_ENGLISH_SHARE);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(UNFILLED);
      for (const figure of figures) expect(mail.text).toContain(figure);
    });

    it("is whole in English", async () => {
      const { mail, figures } = await render(DEFAULT_LOCALE);
      expect(mail.subject).not.toBe("");
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(UNFILLED);
      for (const figure of figures) expect(mail.text).toContain(figure);
    });
  });
});

describe("a date in a mail's sentences (decision 180)", () => {
  const renewingOn = (locale: Locale, periodEnd: number) =>
    reminderMail({ ...reminderRow(locale), current_period_end: periodEnd }, ORIGIN, null);

  it("takes the elided article in Italian on the 8th and the 11th", async () => {
    const eighth = await renewingOn("it", Date.UTC(2027, 2, 8, 12));
    expect(eighth.subject).toBe("Il tuo abbonamento VPN Master si rinnova l’8 marzo 2027");
    expect(eighth.text).toContain("si rinnova automaticamente l’8 marzo 2027.");
    expect(eighth.text).toContain("l’accesso resta attivo fino all’8 marzo 2027.");
    const eleventh = await renewingOn("it", Date.UTC(2027, 3, 11, 12));
    expect(eleventh.subject).toBe("Il tuo abbonamento VPN Master si rinnova l’11 aprile 2027");
    expect(eleventh.text).toContain("fino all’11 aprile 2027.");
  });

  it("writes the first of the month as an ordinal in Italian and French", async () => {
    const italian = await renewingOn("it", Date.UTC(2027, 4, 1, 12));
    expect(italian.subject).toBe("Il tuo abbonamento VPN Master si rinnova il 1º maggio 2027");
    expect(italian.text).toContain("fino al 1º maggio 2027.");
    const french = await renewingOn("fr", Date.UTC(2027, 2, 1, 12));
    expect(french.subject).toBe("Votre abonnement VPN Master sera renouvelé le 1er mars 2027");
    expect(french.text).toContain("jusqu’au 1er mars 2027.");
  });
});
