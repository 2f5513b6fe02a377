import { type FormEvent, useEffect, useMemo, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { PURCHASE_CALLS } from "../api/contract/payment-calls";
import type { Plan, PurchaseAnswer } from "../api/payment";
import type { MethodId, UnbrandedMethodId } from "../catalog/payment-methods";
import type { ProviderCode } from "../catalog/payment-providers";
import { formatDate, formatPrice } from "../i18n/format";
import { type Locale, languageOf } from "../i18n/languages";
import type { Affiliate, Invite } from "../middleware/tracking/affiliate";
import type { LocalHint } from "../pricing/local-hint";
import { firstRenewal, renewalPeriod, termKey } from "../shared/plan-terms";
import { withRedirect } from "../shared/purchase-answer";
import type { RecaptchaClientConfig } from "../shared/recaptcha";
import { isValidEmail, normalizeEmail } from "../shared/validation";
import { type CheckoutScope, checkoutErrorText } from "./checkout-error";
import { CheckoutPaybar } from "./checkout-paybar";
import { callApi } from "./lib/api";
import { recaptchaV3Token } from "./lib/recaptcha";
import { translator } from "./lib/texts";
import { BusyButton } from "./ui/busy-button";
import { ChoiceFieldset } from "./ui/choice-fieldset";
import { PaymentMarks } from "./ui/payment-marks";

/** A payment method card (src/pages/checkout/checkout-methods.ts builds it on the server). */
export interface CheckoutMethod {
  id: MethodId;
  provider: ProviderCode;
  /** The provider's brand, whose secure page the buyer pays on. */
  providerBrand: string;
  /** The method's brand name; null: its label is the localized `methodLabel.<id>`. */
  brand: string | null;
  /** Renews by itself (card, mandate) or the buyer renews by hand after our reminder. */
  renews: boolean;
  /** simple-icons marks (SVG path, 24×24); none: the label in a neutral pill. */
  marks: { title: string; path: string }[];
}

export interface CheckoutProps {
  locale: Locale;
  plans: Plan[];
  selectedId: number;
  /** When the server read these prices (ms); the buyer sees it, the server re-quotes anyway. */
  quotedAt: number;
  /** What the buyer can pay with here, their country's methods first; never empty. */
  methods: CheckoutMethod[];
  /** The method to preselect. */
  method: MethodId;
  signedIn: boolean;
  email: string;
  affiliate: Affiliate | null;
  /** The invite link the buyer came through (HttpOnly cookie, read on the server). */
  invite: Invite | null;
  recaptcha: RecaptchaClientConfig;
  /** The localized /paystatus path the provider sends the buyer back to. */
  returnPath: string;
  moneyBackDays: number;
  /**
   * Where we charge in another currency than the buyer's own: their currency at the ECB's dated
   * reference rate, for an approximate amount beside the charge (decision 176); else null.
   */
  localHint: LocalHint | null;
  /** Raw message templates by key (`{{…}}` filled here). */
  texts: Record<string, string>;
}

/** Message keys the island needs, besides per-plan and per-provider ones. */
export const CHECKOUT_KEYS = [
  "planHeading",
  "providerHeading",
  "emailLabel",
  "emailHint",
  "emailInvalid",
  "summaryHeading",
  "summaryPlan",
  "today",
  "todayTrial",
  "exactPrice",
  "localHint",
  "renewsOneOff",
  "cancelOneOff",
  "barToday",
  "barRenews",
  "barOneOff",
  "renews.months",
  "renews.years",
  "cancel",
  "refund",
  "pay",
  "paying",
  "secure",
  "anonymous",
  "billedHint",
  "error.generic",
  "error.recaptcha",
  "error.unavailable",
  "error.serviceDown",
  "error.network",
  "error.trialUsed",
  "error.partnerOnly",
  "error.methodUnknown",
  "error.methodUnavailable",
  "error.priceChanged",
  "renewsAuto",
  "renewsManual",
  "methodLabel.card",
  "methodLabel.sepa_debit",
  "methodLabel.konbini",
  "methodLabel.netbanking",
] as const;

const newAttempt = () => crypto.randomUUID().replaceAll("-", "");

/** The checkout: plan, payment method, optional e-mail, and every term of the purchase before paying. */
export function Checkout(props: CheckoutProps) {
  const { texts, locale } = props;
  const text = translator<CheckoutScope>(texts, languageOf(locale).intl);
  const [planId, setPlanId] = useState(props.selectedId);
  const [methodId, setMethodId] = useState<MethodId>(props.method);
  const [email, setEmail] = useState(props.email);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // One checkout attempt per plan and method: a resubmitted form finds the same order.
  const attempt = useMemo(() => (planId && methodId ? newAttempt() : ""), [planId, methodId]);
  useEffect(() => setReady(true), []);

  const planName = (p: Plan) =>
    p.trial_days > 0 ? text("trialName", { count: p.trial_days }) : text(`term.${termKey(p.price_unit)}`);
  const plan = props.plans.find((p) => p.id === planId) ?? props.plans[0];
  if (!plan) return null;
  const price = (amount: number) => formatPrice(amount, plan.currency, locale);
  const renewal = renewalPeriod(plan.renewal_months);
  const today = plan.trial_price ?? plan.price_amount;
  // A method without a brand is one of the unbranded ids, each with its English label.
  const labelOf = (m: CheckoutMethod) => m.brand ?? text(`methodLabel.${m.id as UnbrandedMethodId}`);
  const method = props.methods.find((m) => m.id === methodId) ?? props.methods[0];
  if (!method) return null;
  const provider = method.provider;
  const renewsOn = formatDate(firstRenewal(plan, props.quotedAt), locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const address = normalizeEmail(email);
    if (address !== "" && !isValidEmail(address)) {
      setError(text("emailInvalid"));
      return;
    }
    const call = PURCHASE_CALLS[provider];
    if (!call || !plan || !method) return;
    setBusy(true);
    try {
      if (!props.signedIn) {
        const token = await recaptchaV3Token(props.recaptcha, "anonymous_signup");
        await callApi(ACCOUNT_CALLS.anonymousSignup, {}, token);
      }
      const recasign = call.recaptcha
        ? await recaptchaV3Token(props.recaptcha, call.path.slice(call.path.lastIndexOf("/") + 1))
        : undefined;
      const answer = withRedirect(
        provider,
        await callApi<PurchaseAnswer>(
          call,
          {
            plan_id: plan.id,
            idempotency_key: attempt,
            return_path: props.returnPath,
            ...(address ? { email: address } : {}),
            ...(props.affiliate ? { _cps: props.affiliate } : {}),
            ...(props.invite ? { invite: props.invite } : {}),
            method: method.id,
            // The server refuses the purchase if its price is no longer this one (decision 155).
            shown: { currency: plan.currency, today, renewal: plan.renewal_amount },
          },
          recasign,
        ),
      );
      if (!answer.redirect_url) throw new Error("no redirect_url");
      window.location.assign(answer.redirect_url);
    } catch (failure) {
      setBusy(false);
      setError(checkoutErrorText(failure, plan, text));
    }
  }

  return (
    <form className="checkout__grid" onSubmit={submit} noValidate>
      <div>
        <ChoiceFieldset
          legend={text("planHeading")}
          name="plan"
          choices={props.plans.map((p) => ({
            value: p.id,
            title: planName(p),
            hint: text("billedHint", {
              monthly: formatPrice(p.money, p.currency, locale),
              total: formatPrice(p.trial_price ?? p.price_amount, p.currency, locale),
            }),
          }))}
          selected={planId}
          onSelect={setPlanId}
        />
        <ChoiceFieldset
          legend={text("providerHeading")}
          name="method"
          choices={props.methods.map((m) => ({
            value: m.id,
            title: (
              <span className="method" data-testid={`method-${m.id}`}>
                <PaymentMarks marks={m.marks} fallback={m.brand} />
                <span>{labelOf(m)}</span>
              </span>
            ),
            hint: m.renews ? text("renewsAuto") : text("renewsManual"),
          }))}
          selected={method.id}
          onSelect={setMethodId}
        />
        <div className="field">
          <label htmlFor="checkout-email">{text("emailLabel")}</label>
          <input
            id="checkout-email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby="checkout-email-hint"
          />
          <p id="checkout-email-hint" className="field__hint">
            {text("emailHint")}
          </p>
        </div>
      </div>
      <div className="checkout__side">
        <section className="summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{text("summaryHeading")}</h2>
          <dl>
            <dt>{text("summaryPlan")}</dt>
            <dd>{planName(plan)}</dd>
            <dt>{plan.trial_days > 0 ? text("todayTrial", { count: plan.trial_days }) : text("today")}</dt>
            <dd className="summary__today" data-testid="charged-today">
              {price(today)} <span className="summary__currency">{plan.currency}</span>
            </dd>
          </dl>
          <p className="muted" data-testid="exact-price">
            {text("exactPrice", { amount: price(today) })}
          </p>
          {props.localHint ? (
            <p className="muted" data-testid="local-hint">
              {text("localHint", {
                amount: formatPrice(today * props.localHint.rate, props.localHint.currency, locale),
                date: formatDate(Date.parse(`${props.localHint.date}T12:00:00Z`), locale),
              })}
            </p>
          ) : null}
          <ul className="summary__terms">
            <li data-testid="renewal-terms">
              {method.renews
                ? text(`renews.${renewal.key}`, {
                    count: renewal.count,
                    date: renewsOn,
                    amount: price(plan.renewal_amount),
                  })
                : text("renewsOneOff", { date: renewsOn, amount: price(plan.renewal_amount) })}
            </li>
            <li>{method.renews ? text("cancel") : text("cancelOneOff")}</li>
            <li>{text("refund", { count: props.moneyBackDays })}</li>
          </ul>
        </section>
        <CheckoutPaybar
          planName={planName(plan)}
          today={text("barToday", { amount: price(today) })}
          next={
            method.renews
              ? text("barRenews", { date: renewsOn, amount: price(plan.renewal_amount) })
              : text("barOneOff", { date: renewsOn })
          }
          error={
            error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null
          }
          button={
            <BusyButton
              className="button button--primary button--large"
              busy={busy}
              disabled={!ready}
              announceBusy
            >
              {busy ? text("paying") : text("pay", { amount: price(today), brand: labelOf(method) })}
            </BusyButton>
          }
        />
        <div className="checkout__notes">
          <p className="secure-note">{text("secure", { brand: method.providerBrand })}</p>
          {!props.signedIn ? <p className="secure-note">{text("anonymous")}</p> : null}
        </div>
      </div>
    </form>
  );
}
