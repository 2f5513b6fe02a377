import { RESULT_ENDPOINTS } from "../../api/contract/payment";
import { isProviderCode } from "../../catalog/payment-providers";
import { loadPlans } from "../../pricing/sources";
import type { RequestContext } from "../request-context";
import type { PaysucData } from "./paysuc-page";

/** The thank-you page's data: the paid order's plan (through the API, as the buyer) and the flags. */
export async function loadPaysuc(request: RequestContext): Promise<PaysucData> {
  const { user } = request;
  const flags = { paysuc: true, setPassword: user !== null && user.password_set === 0 };
  const { order, provider } = request.query;
  if (!user || !order || !isProviderCode(provider)) return { user, termMonths: null, trialDays: 0, flags };
  const answer = await request.api.call(RESULT_ENDPOINTS[provider], { order_id: order });
  if (!answer.ok) return { user, termMonths: null, trialDays: 0, flags };
  const plan = (await loadPlans(request.env, "", request.upstream).catch(() => [])).find(
    (p) => p.id === answer.data.plan_id,
  );
  return { user, termMonths: plan?.price_unit ?? null, trialDays: plan?.trial_days ?? 0, flags };
}
