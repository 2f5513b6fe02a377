import { recordedMethodLabel } from "../../catalog/payment-methods";
import type { Bindings } from "../../env";
import { formatDate, formatMinorPrice } from "../../i18n/format";
import type { Locale } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { loadTranslator, type Translate } from "../../i18n/messages";
import type { Environment } from "../../shared/environment";
import { PLAN_LABEL_NAMESPACES, planLabel } from "../../shared/plan-label";
import { receiptFields } from "../../shared/receipt-fields";
import { deliverLater, outboxInsertOnce } from "../mail/outbox";
import type { Mail } from "../mail/provider";
import { localeOfReturnPath } from "./billing-texts";
import { emailConfirmLink } from "./email-link";
import { type ReceiptFacts, receiptAddress, receiptFacts, receiptView } from "./receipt-facts";

export interface ReceiptMailContext {
  env: Bindings;
  environment: Environment;
  /** The site's origin for the receipt link (SITE_ORIGIN when the Cron job sends). */
  origin: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export type ReceiptMailKind = "charge" | "refund";

/** One outbox key per charge and kind of mail: the UNIQUE index makes it "exactly once". */
export const receiptMailKey = (orderId: string, kind: ReceiptMailKind) => `receipt:${orderId}:${kind}`;

export const receiptPath = (locale: Locale, orderId: string) =>
  localizedPath(locale, `/myaccount/receipt/${orderId}`);

function nextCharge(t: Translate, facts: ReceiptFacts, locale: Locale): string | null {
  if (facts.subscriptionStatus === "active" && facts.nextRenewalAt !== null && facts.renewalCents !== null)
    return t("billing.receipt.renews", {
      date: formatDate(facts.nextRenewalAt, locale),
      amount: formatMinorPrice(facts.renewalCents, facts.currency, locale),
    });
  if (
    facts.subscriptionStatus === "renewal_off" &&
    facts.currentPeriodEnd !== null &&
    facts.manualRenewal === 1
  )
    return t("billing.receipt.manual", {
      date: formatDate(facts.currentPeriodEnd, locale),
      method: recordedMethodLabel(facts.method, t, String(facts.method)),
    });
  if (facts.subscriptionStatus === "renewal_off" && facts.currentPeriodEnd !== null)
    return t("billing.receipt.renewalOff", { date: formatDate(facts.currentPeriodEnd, locale) });
  return null;
}

function factLines(t: Translate, facts: ReceiptFacts, locale: Locale): string[] {
  return [
    ...receiptFields(t, receiptView(facts), locale).map(([label, value]) =>
      t("billing.receipt.line", { label: t(`billing.receipt.labels.${label}`), value }),
    ),
    t("billing.receipt.tax"),
  ];
}

/** The receipt (or refund) mail of one charge, in the buyer's language: also what the console resends. */
export async function receiptMail(
  ctx: Pick<ReceiptMailContext, "env" | "environment" | "origin">,
  facts: ReceiptFacts,
  to: string,
  kind: ReceiptMailKind,
  nowMs: number,
): Promise<Mail> {
  const locale = localeOfReturnPath(facts.returnPath);
  const t = await loadTranslator(locale, PLAN_LABEL_NAMESPACES);
  const link = `${ctx.origin}${receiptPath(locale, facts.orderId)}`;
  const amount = formatMinorPrice(facts.amountCents, facts.currency, locale);
  const parts =
    kind === "refund"
      ? [
          t("billing.refundMail.body", {
            amount,
            date: formatDate(facts.paidAt, locale),
            plan: planLabel(t, facts.termMonths, facts.trialDays),
          }),
          t("billing.receipt.link", { link }),
        ]
      : [
          t("billing.receipt.intro"),
          factLines(t, facts, locale).join("\n"),
          nextCharge(t, facts, locale),
          t("billing.receipt.link", { link }),
        ];
  // An account without an address: the first receipt asks to confirm the checkout's address as
  // the account's e-mail (decision 105).
  if (kind === "charge" && facts.accountEmail === null && facts.kind === "first") {
    const confirm = await emailConfirmLink(ctx.env, ctx.environment, ctx.origin, {
      userId: facts.userId,
      email: to,
      nowMs,
      locale,
    });
    if (confirm) parts.push(t("billing.receipt.confirmEmail", { link: confirm, email: to }));
  }
  parts.push(t("billing.reminder.signature"));
  return {
    to,
    subject:
      kind === "refund"
        ? t("billing.refundMail.subject", { amount })
        : t("billing.receipt.subject", { date: formatDate(facts.paidAt, locale) }),
    text: parts.filter((part): part is string => part !== null).join("\n\n"),
  };
}

/**
 * Queues the receipt of each charge and, for a refunded one, the refund confirmation, each once:
 * the insert is guarded by the outbox's UNIQUE dedupe key, so two concurrent settles, a webhook
 * replay and the Cron job's sweep all end with one mail. Charges without any address get none.
 */
export async function queueReceiptMails(
  ctx: ReceiptMailContext,
  charges: readonly ReceiptFacts[],
  nowMs: number,
): Promise<number> {
  let queued = 0;
  for (const facts of charges) {
    const to = receiptAddress(facts);
    if (!to) continue;
    const kinds: ReceiptMailKind[] = facts.refundedAt === null ? ["charge"] : ["charge", "refund"];
    for (const kind of kinds) {
      const mail = await receiptMail(ctx, facts, to, kind, nowMs);
      const row = await outboxInsertOnce(
        ctx.env.DB,
        mail,
        nowMs,
        "receipt",
        receiptMailKey(facts.orderId, kind),
      ).first<{ id: number }>();
      if (row) {
        deliverLater(ctx, row.id, mail);
        queued++;
      }
    }
  }
  return queued;
}

/** The receipt mails of one charge that has just been paid or refunded (nothing for other states). */
export async function queueReceiptOf(
  ctx: ReceiptMailContext,
  orderId: string,
  nowMs: number,
): Promise<number> {
  const facts = await receiptFacts(ctx.env.DB, orderId);
  return facts ? queueReceiptMails(ctx, [facts], nowMs) : 0;
}
