import type { Subscription } from "../../api/contract/payment";
import type { T } from "../lib/texts";
import { formatDay } from "./format";

/** subscription_my's list; an empty state when there is none (or the call has no data yet). */
export function SubscriptionsCard({
  subscriptions,
  locale,
  t,
}: {
  subscriptions: readonly Subscription[] | null;
  locale: string;
  t: T;
}) {
  return (
    <section className="account-card" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t("myaccount.subscriptions.title")}</h2>
      {subscriptions && subscriptions.length > 0 ? (
        <ul className="item-list">
          {subscriptions.map((s) => (
            <li key={s.subscription_id}>
              <span>
                <strong>{s.plan_name}</strong>
                <span className="item-list__meta">
                  {t("myaccount.subscriptions.until", { date: formatDay(s.expire_time, locale) })}
                </span>
              </span>
              <span className="badge">{s.status}</span>
            </li>
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
