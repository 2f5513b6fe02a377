import { recaptchaClientConfig } from "../backend/recaptcha/config";
import { MONEY_BACK_DAYS, X_FROM_CJ } from "../catalog/billing";
import {
  DEFAULT_PROVIDER,
  isProviderCode,
  PAYMENT_PROVIDERS,
  type ProviderCode,
  WEB_PROVIDER_CODES,
} from "../catalog/payment-providers";
import { CJE_CLIENT_COOKIE } from "../catalog/tracking-cookies";
import { affiliateFromCookies, inviteFromCookies } from "../middleware/tracking/affiliate";
import type { CheckoutData } from "../pages/checkout/checkout-page";
import type { RequestContext } from "../pages/request-context";
import { loadOffer } from "./offer";

/**
 * What the checkout needs: the plans in the buyer's currency (the CJ channel's when the
 * cje-client cookie says so), the plan to preselect, the providers, the session state and the
 * affiliate (`_cps`) from the HttpOnly tracking cookies, which the island itself cannot read.
 */
export async function loadCheckout(
  request: RequestContext,
  planParam: string | undefined,
): Promise<CheckoutData> {
  const channel = request.cookies[CJE_CLIENT_COOKIE.name] ? X_FROM_CJ : "";
  let offer: Awaited<ReturnType<typeof loadOffer>>;
  try {
    offer = await loadOffer(
      request.env,
      request.country,
      { waitUntil: request.waitUntil, upstream: request.upstream },
      channel,
    );
  } catch (error) {
    console.warn("checkout: plans unavailable", error);
    return null;
  }
  if (offer.plans.length === 0) return null;
  const wanted = Number(planParam);
  const selected =
    offer.plans.find((plan) => plan.id === wanted) ??
    offer.plans.find((plan) => plan.recommended) ??
    (offer.plans[0] as (typeof offer.plans)[number]);
  // After a failed payment the status page links back with ?failed=<code>: offer another provider.
  const failed = request.query.failed;
  const provider: ProviderCode =
    isProviderCode(failed) && failed === DEFAULT_PROVIDER
      ? (WEB_PROVIDER_CODES.find((code) => code !== failed) ?? DEFAULT_PROVIDER)
      : DEFAULT_PROVIDER;
  return {
    plans: offer.plans,
    selectedId: selected.id,
    quotedAt: offer.quotedAt,
    providers: WEB_PROVIDER_CODES.map((code) => ({ code, brand: PAYMENT_PROVIDERS[code].brand })),
    provider,
    signedIn: request.user !== null,
    email: request.user?.email ?? "",
    affiliate: affiliateFromCookies(request.cookies),
    invite: inviteFromCookies(request.cookies),
    recaptcha: recaptchaClientConfig(request.env, request.environment),
    moneyBackDays: MONEY_BACK_DAYS,
  };
}
