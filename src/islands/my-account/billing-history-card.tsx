import type { BillingOrder } from "../../api/contract/payment";
import type { T } from "../lib/texts";
import { providerBrand } from "./billing-labels";
import { formatDay, formatMoney } from "./format";

/** Every charge, newest first as the API lists them; a paid one links to its receipt. */
export function BillingHistoryCard({
  orders,
  locale,
  receiptPath,
  t,
}: {
  orders: readonly BillingOrder[] | null;
  locale: string;
  /** The receipt page's path up to the order id. */
  receiptPath: string;
  t: T;
}) {
  const k = (key: string, params?: Record<string, string>) => t(`myaccount.history.${key}`, params);
  return (
    <section className="account-card" aria-labelledby="history-title">
      <h2 id="history-title">{k("title")}</h2>
      {orders && orders.length > 0 ? (
        <ul className="item-list billing-history" data-testid="billing-history">
          {orders.map((o) => (
            <li key={o.order_id} data-kind={o.kind} data-status={o.status}>
              <span>
                <strong>{k(o.kind)}</strong>
                <span className="item-list__meta">
                  {formatDay(o.time, locale)} · {providerBrand(o.provider)}
                </span>
              </span>
              <span className="billing-history__end">
                <span className="billing-history__amount">{formatMoney(o.amount, o.currency, locale)}</span>
                <span className={`status-badge status-badge--${o.status}`}>{k(o.status)}</span>
                {o.status !== "failed" ? (
                  <a
                    href={receiptPath + encodeURIComponent(o.order_id)}
                    aria-label={k("receiptFor", { date: formatDay(o.time, locale) })}
                  >
                    {k("receipt")}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{orders === null ? k("unavailable") : k("empty")}</p>
      )}
    </section>
  );
}
