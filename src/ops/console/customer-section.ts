import { html } from "hono/html";
import { decimalString } from "../../catalog/minor-units";
import type { Customer, CustomerOrder } from "./customer-lookup";
import { OPS_ACTION_PATHS, OPS_PATH } from "./paths";
import { MAX_EXTENSION_DAYS } from "./vip-extension";

const day = (ms: number | null) => (ms === null ? "—" : new Date(ms).toISOString().slice(0, 10));
const money = (minor: number | null, currency: string | null) =>
  minor === null || currency === null ? "—" : `${decimalString(minor, currency)} ${currency}`;

/** A POST button for one order, carrying the lookup so the answer shows the same customer. */
const orderAction = (path: string, order: CustomerOrder, query: string, label: string) =>
  html`<form method="post" action="${path}" class="ops-inline">
    <input type="hidden" name="order_id" value="${order.id}" /><input type="hidden" name="q" value="${query}" />
    <button type="submit" class="button button--secondary">${label}</button>
  </form>`;

function ordersTable(customer: Customer, query: string) {
  return html`<table class="ops-table" data-testid="customer-orders">
    <tr><th>Order</th><th>Date</th><th>Kind</th><th>Plan</th><th>Amount</th><th>Provider</th><th>Status</th><th></th></tr>
    ${customer.orders.map(
      (o) => html`<tr>
        <td><code>${o.id}</code></td><td>${day(o.created_at)}</td><td>${o.kind}</td><td>${o.plan_id}</td>
        <td>${money(o.amount_cents, o.currency)}</td><td>${o.provider}</td>
        <td>${o.refunded_at === null ? o.status : `refunded ${day(o.refunded_at)}`}</td>
        <td>${
          o.status === "paid"
            ? html`${orderAction(OPS_ACTION_PATHS.resendReceipt, o, query, "Resend receipt")}
              ${o.refunded_at === null && o.current ? orderAction(OPS_ACTION_PATHS.refund, o, query, "Refund") : ""}`
            : ""
        }</td>
      </tr>`,
    )}
  </table>`;
}

function customerDetails(customer: Customer, query: string) {
  const { account } = customer;
  const vipUntil = account.vip_expire_at;
  return html`<dl class="ops-facts" data-testid="customer-account">
      <dt>Account</dt><dd>${account.id}</dd>
      <dt>E-mail</dt><dd>${account.email ?? "(anonymous)"}</dd>
      <dt>Country</dt><dd>${account.country_code ?? "—"}</dd>
      <dt>VIP until</dt><dd>${vipUntil > Date.now() ? new Date(vipUntil).toISOString() : "not VIP"}</dd>
      <dt>Created</dt><dd>${day(account.created_at)}</dd>
    </dl>
    <h3>Subscriptions</h3>
    ${
      customer.subscriptions.length === 0
        ? html`<p>None.</p>`
        : html`<table class="ops-table" data-testid="customer-subscriptions">
            <tr><th>Subscription</th><th>Plan</th><th>Status</th><th>Renews</th><th>Period ends</th><th>Next charge</th></tr>
            ${customer.subscriptions.map(
              (s) => html`<tr><td><code>${s.order_id}</code></td><td>${s.plan_id}</td><td>${s.status}</td>
                <td>${s.auto_renew ? "yes" : "no"}</td><td>${day(s.current_period_end)}</td>
                <td>${s.next_renewal_at === null ? "—" : `${day(s.next_renewal_at)}, ${money(s.renewal_amount_cents, s.currency)}`}</td></tr>`,
            )}
          </table>`
    }
    <h3>Billing history</h3>
    ${customer.orders.length === 0 ? html`<p>No orders.</p>` : ordersTable(customer, query)}
    <h3>Extend VIP time</h3>
    <form method="post" action="${OPS_ACTION_PATHS.extendVip}" class="ops-form">
      <input type="hidden" name="user_id" value="${account.id}" /><input type="hidden" name="q" value="${query}" />
      <label>Days <input type="number" name="days" min="1" max="${MAX_EXTENSION_DAYS}" required /></label>
      <label>Reason <input type="text" name="reason" minlength="3" maxlength="500" required /></label>
      <button type="submit" class="button button--primary">Extend</button>
    </form>`;
}

/** Customer lookup by e-mail or order id, and what support does for them. */
export function customerSection(query: string, customer: Customer | null) {
  return html`<section class="card ops-section" id="customer">
    <h2>Customer</h2>
    <form method="get" action="${OPS_PATH}#customer" class="ops-form ops-inline">
      <label>E-mail or order id <input type="search" name="q" value="${query}" required /></label>
      <button type="submit" class="button button--secondary">Look up</button>
    </form>
    ${query === "" ? "" : customer ? customerDetails(customer, query) : html`<p data-testid="customer-none">No account for “${query}”.</p>`}
  </section>`;
}
