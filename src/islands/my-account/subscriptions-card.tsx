import type { BillingOrder, Subscription } from "../../api/contract/payment";
import { SubscriptionItem, type SubscriptionItemProps } from "./subscription-item";

/** subscription_my's list; an empty state when there is none (or the call has no data yet). */
export function SubscriptionsCard({
  subscriptions,
  orders,
  ...each
}: {
  subscriptions: readonly Subscription[] | null;
  orders: readonly BillingOrder[] | null;
} & Omit<SubscriptionItemProps, "subscription" | "paidAt">) {
  const paidAt = (id: string) => orders?.find((o) => o.order_id === id && o.kind === "first")?.time;
  const { t } = each;
  return (
    <section className="account-card" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t("myaccount.subscriptions.title")}</h2>
      {subscriptions && subscriptions.length > 0 ? (
        <ul className="subscriptions">
          {subscriptions.map((s) => (
            <SubscriptionItem
              key={s.subscription_id}
              subscription={s}
              paidAt={paidAt(s.subscription_id)}
              {...each}
            />
          ))}
        </ul>
      ) : (
        <p className="empty">
          {subscriptions === null
            ? t("myaccount.subscriptions.unavailable")
            : t("myaccount.subscriptions.empty")}
        </p>
      )}
    </section>
  );
}
