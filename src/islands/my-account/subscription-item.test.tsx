import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import billing from "../../../locales/en/billing.json";
import myaccount from "../../../locales/en/myaccount.json";
import { asHtml } from "../../../test/support/html-text";
import type { Subscription } from "../../api/contract/payment";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { islandTexts } from "../../pages/account/island-texts";
import { BILLING_TEXT_KEYS } from "../../shared/billing-forms";
import { translator } from "../lib/texts";
import { DialogProvider } from "../ui/dialogs";
import { SubscriptionItem } from "./subscription-item";

const DAY = 86400;
const NOW = 1_800_000_000;
const keys = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], { billing });
const t = translator(
  islandTexts({ myaccount }, ["myaccount"], (key) => String(keys(key)), BILLING_TEXT_KEYS),
  "en-US",
);
const labels = { confirm: "OK", cancel: "Cancel", ok: "OK", close: "Close" };
const paths = {
  autoRenew: "/de/myaccount/subscription/auto-renew",
  refund: "/de/myaccount/refund",
  receipt: "/de/myaccount/receipt/",
};

const yearly: Subscription = {
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

const render = (s: Subscription, locale = "de-DE", paidAt?: number) =>
  renderToStaticMarkup(
    <DialogProvider labels={labels}>
      <SubscriptionItem
        subscription={s}
        paidAt={paidAt}
        locale={locale}
        now={NOW}
        paths={paths}
        pricingHref="/de/pricing"
        t={t}
        toast={() => {}}
        onChange={() => {}}
      />
    </DialogProvider>,
  );
const day = (seconds: number, locale = "de-DE") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(seconds * 1000);

describe("a subscription in My account", () => {
  it("active: names the plan, the amount in the page's locale, the provider, the next charge, and offers to turn renewal off", () => {
    const html = render(yearly);
    expect(html).toContain("<strong>VIP, 1 year</strong>");
    expect(html).toContain(">Active<");
    const euros = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(59.88);
    expect(euros).toMatch(/^59,88\s€$/);
    expect(html).toContain(euros);
    expect(html).toContain("Stripe");
    expect(html).toContain(asHtml(`${euros} on ${day(NOW + 363 * DAY)}`));
    // The form posts to the site route without JavaScript; the confirmation states the end date.
    expect(html).toContain('action="/de/myaccount/subscription/auto-renew" method="post"');
    expect(html).toContain('name="auto_renew" value="off"');
    expect(html).toContain(
      asHtml(myaccount.subscriptions.turnOffText.replace("{{date}}", day(yearly.expire_time))),
    );
  });

  it("renewal off: says when it ends and turns renewal back on with one button", () => {
    const html = render({ ...yearly, status: "renewal_off", auto_renew: false, next_renewal_time: null });
    expect(html).toContain(">Renewal off<");
    expect(html).toContain(
      `Ends on</dt><dd data-testid="subscription-ends">${asHtml(day(yearly.expire_time))}`,
    );
    expect(html).toContain('name="auto_renew" value="on"');
    expect(html).toContain(myaccount.subscriptions.turnOn);
    expect(html).not.toContain(myaccount.subscriptions.factNextRenewal);
  });

  it("past due: keeps VIP until the grace end; links the provider's fix page when there is one, else says to buy again", () => {
    const pastDue = {
      ...yearly,
      status: "past_due",
      auto_renew: false,
      next_renewal_time: null,
      grace_until: NOW + 5 * DAY,
    };
    const withFix = render({ ...pastDue, fix_url: "https://billing.stripe.com/p/session/test_123" });
    expect(withFix).toContain(
      asHtml(myaccount.subscriptions.pastDue.replace("{{date}}", day(NOW + 5 * DAY))),
    );
    expect(withFix).toContain(
      `href="https://billing.stripe.com/p/session/test_123">${myaccount.subscriptions.fixPayment}`,
    );
    const without = render(pastDue);
    expect(without).not.toContain(myaccount.subscriptions.fixPayment);
    expect(without).toContain('href="/de/pricing"');
    expect(without).not.toContain("auto-renew");
  });

  it("offers the refund only within the money-back period of the first payment, with its last day", () => {
    const fresh = render(yearly);
    expect(fresh).toContain('action="/de/myaccount/refund"');
    expect(fresh).toContain('name="order_id" value="ord_0123456789"');
    expect(fresh).toContain(asHtml(day(yearly.start_time + MONEY_BACK_DAYS * DAY)));
    expect(render({ ...yearly, start_time: NOW - MONEY_BACK_DAYS * DAY })).not.toContain(
      "/de/myaccount/refund",
    );
    expect(render({ ...yearly, status: "refunded" })).not.toContain("/de/myaccount/refund");
    // Bought while VIP still ran: the plan starts later, the money-back period counts from the payment.
    const later = render({ ...yearly, start_time: NOW + 300 * DAY }, "de-DE", NOW - MONEY_BACK_DAYS * DAY);
    expect(later).not.toContain("/de/myaccount/refund");
  });

  it("follows the API's refund_until over the page's own time (the sandbox clock can move billing's)", () => {
    expect(render({ ...yearly, refund_until: null })).not.toContain("/de/myaccount/refund");
    const until = NOW + 3 * DAY;
    const html = render({ ...yearly, start_time: NOW - 200 * DAY, refund_until: until });
    expect(html).toContain('action="/de/myaccount/refund"');
    expect(html).toContain(asHtml(day(until)));
  });

  it("ended: no switch and no refund", () => {
    const html = render({ ...yearly, status: "expired", auto_renew: false, next_renewal_time: null });
    expect(html).toContain(">Ended<");
    expect(html).not.toContain("<form");
  });

  it("paid with a one-off method: renews by hand, names the method, links the next period's checkout, and has no renewal switch", () => {
    const alipay: Subscription = {
      ...yearly,
      status: "renewal_off",
      auto_renew: false,
      next_renewal_time: null,
      payment_method: "wechat_pay",
      manual_renewal: true,
    };
    const html = render(alipay);
    expect(html).toContain("Renews by hand");
    expect(html).toContain('data-testid="manual-renewal"');
    expect(html).toContain(
      asHtml(
        `Paid with WeChat Pay, which can’t be charged again, so this subscription doesn’t renew by itself. To keep VIP after ${day(alipay.expire_time)}, pay for the next period.`,
      ),
    );
    expect(html).toContain('href="/de/pricing/checkout/12"');
    expect(html).toContain(">Pay for the next period</a>");
    expect(html).not.toContain('data-testid="renewal-switch"');
    // Once its period is over there is nothing left to pay for.
    expect(render({ ...alipay, status: "expired" })).not.toContain('data-testid="manual-renewal"');
  });
});
