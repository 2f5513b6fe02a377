import {
  commonParams,
  PURCHASE_ENDPOINTS,
  plans,
  RESULT_ENDPOINTS,
  subscriptionMy,
} from "../../api/contract/payment";
import type { CommonParams, PurchaseAnswer } from "../../api/payment";
import { PAYMENT_ERRORS } from "../../api/payment-errors";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { fromMinor } from "../../catalog/minor-units";
import { DEFAULT_PROVIDER, PAYMENT_PROVIDERS, type ProviderCode } from "../../catalog/payment-providers";
import { billingNow } from "../billing/clock";
import { subscriptionMyHandler } from "../billing/handlers";
import { type BackendContext, fail, type Handler, ok, sessionOf } from "../handler";
import { recordReferral } from "../referrals/record";
import { handle, type Registration } from "../registry";
import { siteOriginOf } from "../site-origin";
import { availableProviders, checkPurchaseMethod } from "./availability";
import { resultAnswer } from "./order-state";
import { applyEvent, createOrder, getOrder, IdempotencyConflictError, TrialUsedError } from "./orders";
import { isPlanOffered, listPlans, quotePlan } from "./plans";
import { ProviderApiError } from "./providers/provider-api-error";
import { adapterFor } from "./providers/registry";
import { shownPriceHolds } from "./shown-price";

/** The embedded MMS API's payment calls, registered in src/backend/handlers.ts. */

const channelOf = (ctx: BackendContext) => ctx.from ?? "";

const plansHandler: Handler<typeof plans> = async (req) =>
  ok({ plans: await listPlans(req.env.DB, channelOf(req)) });

const commonParamsHandler: Handler<typeof commonParams> = async (req) => {
  const channel = channelOf(req);
  const offered = await listPlans(req.env.DB, channel);
  const cataloguedChannel = channel !== "" && offered.length > 0 ? channel : "";
  const providers = availableProviders(req.env, req.environment, req.country);
  const params: CommonParams = {
    channel: cataloguedChannel,
    providers,
    // Never a provider the buyer cannot pay with: the house default when it is offered here, else
    // the first of the country's own order, else none (the checkout then says it cannot sell).
    default_provider: providers.includes(DEFAULT_PROVIDER) ? DEFAULT_PROVIDER : (providers[0] ?? null),
    recommended_plan_id: offered.find((plan) => plan.recommended)?.id ?? offered[0]?.id ?? null,
    money_back_days: MONEY_BACK_DAYS,
  };
  return ok(params);
};

const purchaseHandler =
  (code: ProviderCode): Handler<NonNullable<(typeof PURCHASE_ENDPOINTS)[ProviderCode]>> =>
  async (req) => {
    const { userId } = sessionOf(req);
    // Only what the checkout offers here can be bought: a hidden method is refused, not a 503.
    const chosen = checkPurchaseMethod(code, req.input.method, req.env, req.environment, req.country);
    if (!chosen.ok)
      return fail(
        chosen.reason === "unknown" ? PAYMENT_ERRORS.unknownMethod : PAYMENT_ERRORS.methodUnavailable,
      );
    const adapter = adapterFor(code, req.env, req.environment);
    if (!adapter) return fail(PAYMENT_ERRORS.providerUnavailable);
    // The server's own price for the buyer's country: whatever a page showed is not trusted.
    const quote = await quotePlan(req.env.DB, req.input.plan_id, req.country, req.nowMs);
    if (!quote) return fail(PAYMENT_ERRORS.unknownPlan);
    // What the page showed must still hold, or the buyer would be charged a price they never saw.
    if (!shownPriceHolds(req.input.shown, quote)) return fail(PAYMENT_ERRORS.priceChanged);
    // A partner's plan is sold only in its channel (for CJ: the visitor came through a CJ link).
    if (!(await isPlanOffered(req.env.DB, req.input.plan_id, channelOf(req))))
      return fail(PAYMENT_ERRORS.partnerOnlyPlan);
    try {
      const { order } = await createOrder(
        req.env.DB,
        {
          userId,
          provider: code,
          idempotencyKey: req.input.idempotency_key,
          quote,
          email: req.input.email ?? null,
          affiliate: req.input._cps ? JSON.stringify(req.input._cps) : null,
          returnPath: req.input.return_path ?? "/paystatus",
          method: chosen.method,
        },
        // Billing's clock: in the sandbox a purchase after a clock advance dates from then.
        await billingNow(req.env.DB, req.environment, req.nowMs),
      );
      if (order.status !== "pending") return fail(PAYMENT_ERRORS.orderClosed);
      if (req.input.invite)
        await recordReferral(req.env.DB, userId, req.input.invite.invite_code, order.created_at);
      const { redirectUrl } = await adapter.create(order, siteOriginOf(req), chosen.method);
      const answer: PurchaseAnswer = {
        order_id: order.id,
        currency: order.currency,
        amount: fromMinor(order.amount_cents, order.currency),
        quoted_at: order.created_at,
        ...(PAYMENT_PROVIDERS[code].webUrlIsRedirect
          ? { web_url: redirectUrl }
          : { redirect_url: redirectUrl }),
      };
      return ok(answer);
    } catch (error) {
      if (error instanceof IdempotencyConflictError) return fail(PAYMENT_ERRORS.idempotencyConflict);
      if (error instanceof TrialUsedError) return fail(PAYMENT_ERRORS.trialUsed);
      // The provider refused or was down: the order stays pending, a retry with its key resumes it.
      if (error instanceof ProviderApiError) return fail(PAYMENT_ERRORS.providerUnavailable);
      throw error;
    }
  };

const resultHandler =
  (code: ProviderCode): Handler<(typeof RESULT_ENDPOINTS)[ProviderCode]> =>
  async (req) => {
    const { userId } = sessionOf(req);
    let order = await getOrder(req.env.DB, req.input.order_id);
    if (!order || order.user_id !== userId || order.provider !== code)
      return fail(PAYMENT_ERRORS.unknownOrder);
    if (order.status === "pending") {
      // Reconcile with the provider in case its webhook is late; the same guarded path applies it.
      const event = await adapterFor(code, req.env, req.environment)?.status(order);
      if (event) {
        await applyEvent(req.env.DB, event, await billingNow(req.env.DB, req.environment, req.nowMs));
        order = (await getOrder(req.env.DB, order.id)) ?? order;
      }
    }
    return ok({ order_id: order.id, plan_id: order.plan_id, ...resultAnswer(code, order.status) });
  };

export const PAYMENT_HANDLERS: readonly Registration[] = [
  handle(plans, plansHandler),
  handle(commonParams, commonParamsHandler),
  handle(subscriptionMy, subscriptionMyHandler),
  ...(
    Object.entries(PURCHASE_ENDPOINTS) as [
      ProviderCode,
      NonNullable<(typeof PURCHASE_ENDPOINTS)[ProviderCode]>,
    ][]
  ).map(([code, e]) => handle(e, purchaseHandler(code))),
  ...(Object.entries(RESULT_ENDPOINTS) as [ProviderCode, (typeof RESULT_ENDPOINTS)[ProviderCode]][]).map(
    ([code, e]) => handle(e, resultHandler(code)),
  ),
];
