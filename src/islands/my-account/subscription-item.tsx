import { PAYMENT_CALLS } from "../../api/contract/calls";
import type { BillingOrder, Subscription } from "../../api/contract/payment";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { BILLING_NOTICE_PARAM } from "../../shared/billing-forms";
import { callApi } from "../lib/api";
import type { T } from "../lib/texts";
import type { ToastMessage } from "../toast";
import { billingFailureText } from "./billing-failure";
import { paidWith, planLabel, statusLabel } from "./billing-labels";
import { ConfirmForm } from "./confirm-form";
import { formatDay, formatMoney } from "./format";

const DAY_SECONDS = 86400;
/** States in which the subscription still gives VIP (a refund or a switch still means something). */
const RUNNING = new Set(["active", "renewal_off", "past_due"]);

export interface BillingPaths {
  autoRenew: string;
  refund: string;
  /** The receipt page's path up to the order id. */
  receipt: string;
}

export interface SubscriptionItemProps {
  subscription: Subscription;
  /** Epoch seconds of the subscription's first payment, from the billing history when it loaded. */
  paidAt?: number;
  locale: string;
  /** Epoch seconds of the page's render. */
  now: number;
  paths: BillingPaths;
  pricingHref: string;
  t: T;
  toast: (message: ToastMessage) => void;
  onChange: (subscription: Subscription, order?: BillingOrder) => void;
}

/**
 * The last day of the money-back period of a first payment, or null once it is over. The API's
 * `refund_until` decides (it reads billing's clock, which the sandbox can move); an upstream
 * without it is judged from the payment (the history's first charge) and the page's time.
 */
export function refundDeadline(s: Subscription, paidAt: number | undefined, now: number): number | null {
  if (s.refund_until !== undefined) return s.refund_until;
  if (!RUNNING.has(s.status)) return null;
  const deadline = (paidAt ?? s.start_time) + MONEY_BACK_DAYS * DAY_SECONDS;
  return now < deadline ? deadline : null;
}

function Facts({ s, locale, t }: { s: Subscription; locale: string; t: T }) {
  const day = (seconds: number) => formatDay(seconds, locale);
  const money = (amount: number) => (s.currency ? formatMoney(amount, s.currency, locale) : String(amount));
  const k = (key: string) => t(`myaccount.subscriptions.${key}`);
  return (
    <dl className="facts">
      {s.amount !== undefined ? (
        <>
          <dt>{k("factPaid")}</dt>
          <dd data-testid="subscription-amount">{money(s.amount)}</dd>
        </>
      ) : null}
      <dt>{k("factProvider")}</dt>
      <dd>{paidWith(s, t)}</dd>
      <dt>{k("factStarted")}</dt>
      <dd>{day(s.start_time)}</dd>
      {s.status === "active" ? (
        <>
          <dt>{k("factNextRenewal")}</dt>
          <dd data-testid="subscription-next">
            {s.next_renewal_time && s.renewal_amount !== undefined
              ? t("myaccount.subscriptions.nextRenewalValue", {
                  amount: money(s.renewal_amount),
                  date: day(s.next_renewal_time),
                })
              : day(s.expire_time)}
          </dd>
        </>
      ) : null}
      {s.status === "renewal_off" ? (
        <>
          <dt>{k("factEnds")}</dt>
          <dd data-testid="subscription-ends">{day(s.expire_time)}</dd>
        </>
      ) : null}
      {s.status === "expired" || s.status === "refunded" ? (
        <>
          <dt>{k("factEnded")}</dt>
          <dd>{day(s.expire_time)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Past due: VIP is kept until the grace period ends; how to fix it (the provider's page, or buy again). */
function PastDueNotice({
  s,
  locale,
  pricingHref,
  t,
}: {
  s: Subscription;
  locale: string;
  pricingHref: string;
  t: T;
}) {
  const until = formatDay(s.grace_until ?? s.expire_time, locale);
  const fixUrl = s.fix_url;
  return (
    <div className="billing-notice billing-notice--warning" data-testid="past-due">
      <p>{t("myaccount.subscriptions.pastDue", { date: until })}</p>
      {fixUrl ? (
        <a className="button button--primary" href={fixUrl}>
          {t("myaccount.subscriptions.fixPayment")}
        </a>
      ) : (
        <p>
          {t("myaccount.subscriptions.buyAgain", { date: until })}{" "}
          <a href={pricingHref}>{t("myaccount.profile.getVip")}</a>
        </p>
      )}
    </div>
  );
}

/**
 * A one-off method's subscription (decision 167): nothing renews it, so instead of the renewal
 * switch, the way to pay for the next period while this one runs.
 */
function ManualRenewalNotice({
  s,
  locale,
  checkoutHref,
  t,
}: {
  s: Subscription;
  locale: string;
  checkoutHref: string;
  t: T;
}) {
  return (
    <div className="billing-notice" data-testid="manual-renewal">
      <p>
        {t("myaccount.subscriptions.manualRenewal", {
          method: paidWith(s, t),
          date: formatDay(s.expire_time, locale),
        })}
      </p>
      <a className="button button--primary" href={checkoutHref}>
        {t("myaccount.subscriptions.payNext")}
      </a>
    </div>
  );
}

/** One subscription: its plan, status, money and dates, the renewal switch and the money-back refund. */
export function SubscriptionItem({
  subscription: s,
  paidAt,
  locale,
  now,
  paths,
  pricingHref,
  t,
  toast,
  onChange,
}: SubscriptionItemProps) {
  const k = (key: string, params?: Record<string, string>) => t(`myaccount.subscriptions.${key}`, params);
  const ends = formatDay(s.expire_time, locale);
  const deadline = refundDeadline(s, paidAt, now);
  const manual = s.manual_renewal === true;
  const running = s.status === "active" || (s.status === "renewal_off" && s.expire_time > now);
  const switchable = running && !manual;

  const switchRenewal = async (on: boolean) => {
    try {
      const answer = await callApi<{ subscription: Subscription }>(PAYMENT_CALLS.subscriptionAutoRenew, {
        subscription_id: s.subscription_id,
        auto_renew: on,
      });
      onChange(answer.subscription);
      toast({ kind: "success", text: k(on ? "renewalOnDone" : "renewalOffDone") });
      return true;
    } catch (failure) {
      toast({ kind: "error", text: billingFailureText(failure, t) });
      return false;
    }
  };
  const requestRefund = async () => {
    try {
      const answer = await callApi<{ subscription: Subscription; order: BillingOrder }>(
        PAYMENT_CALLS.refund,
        {
          order_id: s.subscription_id,
        },
      );
      onChange(answer.subscription, answer.order);
      // The refund also took the VIP time back: the page is read again, so every card tells it.
      window.location.assign(`${window.location.pathname}?${BILLING_NOTICE_PARAM}=refunded`);
      return true;
    } catch (failure) {
      toast({ kind: "error", text: billingFailureText(failure, t) });
      return false;
    }
  };

  return (
    <li className="subscription" data-testid="subscription" data-status={s.status}>
      <div className="subscription__head">
        <strong>{planLabel(s, t)}</strong>
        <span className={`status-badge status-badge--${s.status}`}>
          {statusLabel(manual && s.status === "renewal_off" ? "manual" : s.status, t)}
        </span>
      </div>
      {s.status === "past_due" ? (
        <PastDueNotice s={s} locale={locale} pricingHref={pricingHref} t={t} />
      ) : null}
      {manual && running ? (
        <ManualRenewalNotice
          s={s}
          locale={locale}
          checkoutHref={`${pricingHref}/checkout/${s.plan_id}`}
          t={t}
        />
      ) : null}
      <Facts s={s} locale={locale} t={t} />
      <div className="subscription__actions">
        {switchable ? (
          <ConfirmForm
            action={paths.autoRenew}
            fields={{ subscription_id: s.subscription_id, auto_renew: s.status === "active" ? "off" : "on" }}
            label={k(s.status === "active" ? "turnOff" : "turnOn")}
            confirmation={
              s.status === "active"
                ? {
                    title: k("turnOffTitle"),
                    text: k("turnOffText", { date: ends }),
                    confirmLabel: k("turnOff"),
                  }
                : null
            }
            run={() => switchRenewal(s.status !== "active")}
            testId="renewal-switch"
          />
        ) : null}
        {deadline !== null ? (
          <ConfirmForm
            action={paths.refund}
            fields={{ order_id: s.subscription_id }}
            label={k("refund")}
            confirmation={{
              title: k("refundTitle"),
              text: k("refundText", {
                amount: s.amount !== undefined && s.currency ? formatMoney(s.amount, s.currency, locale) : "",
              }),
              confirmLabel: k("refundConfirm"),
              danger: true,
            }}
            run={requestRefund}
            testId="refund"
          />
        ) : null}
      </div>
      {deadline !== null ? (
        <p className="item-list__meta">{k("refundHint", { date: formatDay(deadline, locale) })}</p>
      ) : null}
    </li>
  );
}
