import { commonParams } from "../../api/contract/payment";
import { MONEY_BACK_DAYS, X_FROM_CJ } from "../../catalog/billing";
import { type MethodId, offeredMethods, PAYMENT_METHODS } from "../../catalog/payment-methods";
import { isProviderCode } from "../../catalog/payment-providers";
import { CJE_CLIENT_COOKIE } from "../../catalog/tracking-cookies";
import { affiliateFromCookies, inviteFromCookies } from "../../middleware/tracking/affiliate";
import { loadLocalHint } from "../../pricing/local-hint";
import { loadOffer } from "../../pricing/offer";
import { recaptchaClientConfig } from "../../shared/recaptcha";
import type { RequestContext } from "../request-context";
import { checkoutMethod } from "./checkout-methods";
import type { CheckoutData } from "./checkout-page";

/** After a failed payment the status page links back with ?failed=<provider>: offer another one. */
function preselected(methods: readonly MethodId[], failed: string | undefined): MethodId | undefined {
  const other = isProviderCode(failed)
    ? methods.find((id) => PAYMENT_METHODS[id].provider !== failed)
    : undefined;
  return other ?? methods[0];
}

/**
 * What the checkout needs: the plans in the buyer's currency (the CJ channel's when the
 * cje-client cookie says so), the plan to preselect, the providers, the session state and the
 * affiliate (`_cps`) from the HttpOnly tracking cookies, which the island itself cannot read.
 * The methods: what the buyer's country can pay with through the providers the MMS API's common
 * params name for this visitor; none: "payments-unavailable". The params and the plans are read
 * side by side: their D1 reads go in one round trip (decision 190).
 */
export async function loadCheckout(
  request: RequestContext,
  planParam: string | undefined,
): Promise<CheckoutData> {
  const channel = request.cookies[CJE_CLIENT_COOKIE.name] ? X_FROM_CJ : "";
  const [params, loaded] = await Promise.all([
    request.api.call(commonParams),
    loadOffer(
      request.env,
      request.country,
      { waitUntil: request.waitUntil, upstream: request.upstream },
      channel,
    ).then(
      (offer) => ({ offer }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (!params.ok) {
    console.warn("checkout: payment providers unavailable", params.code, params.message);
    return null;
  }
  const { providers } = params.data;
  const methods = offeredMethods(request.country, (code) => providers.includes(code));
  const method = preselected(methods, request.query.failed);
  if (!method) return "payments-unavailable";
  if ("error" in loaded) {
    console.warn("checkout: plans unavailable", loaded.error);
    return null;
  }
  const { offer } = loaded;
  if (offer.plans.length === 0) return null;
  const localHint = await loadLocalHint(request.env, request.country, offer.currency);
  const wanted = Number(planParam);
  const selected =
    offer.plans.find((plan) => plan.id === wanted) ??
    offer.plans.find((plan) => plan.recommended) ??
    (offer.plans[0] as (typeof offer.plans)[number]);
  return {
    plans: offer.plans,
    selectedId: selected.id,
    quotedAt: offer.quotedAt,
    methods: methods.map(checkoutMethod),
    method,
    signedIn: request.user !== null,
    email: request.user?.email ?? "",
    affiliate: affiliateFromCookies(request.cookies),
    invite: inviteFromCookies(request.cookies),
    recaptcha: recaptchaClientConfig(request.env, request.environment),
    moneyBackDays: MONEY_BACK_DAYS,
    localHint,
  };
}
