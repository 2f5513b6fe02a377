import { PAYMENT_API_PREFIX, PAYMENT_PROVIDERS, type ProviderCode } from "../../catalog/payment-providers";
import type { Call } from "./calls";

/**
 * The payment calls without schemas, for islands (zod stays out of their bundles): each
 * provider's purchase call (from the catalogue; s1's needs recaptcha v3) and its purchase_result.
 */
const path = (rest: string) => `${PAYMENT_API_PREFIX}${rest}` as `/api/mms/${string}`;

export const PLANS_CALL = {
  method: "GET",
  path: path("providers/plans"),
  session: "none",
} as const satisfies Call;
export const COMMON_PARAMS_CALL = {
  method: "GET",
  path: path("providers/common/params"),
  session: "none",
} as const satisfies Call;

const codes = Object.keys(PAYMENT_PROVIDERS) as ProviderCode[];

export const PURCHASE_CALLS = Object.fromEntries(
  codes.flatMap((code) => {
    const { purchase, recaptcha } = PAYMENT_PROVIDERS[code];
    if (!purchase) return [];
    const c: Call = {
      method: "POST",
      path: path(purchase),
      session: "required",
      ...(recaptcha ? { recaptcha } : {}),
    };
    return [[code, c]];
  }),
) as Partial<Record<ProviderCode, Call>>;

export const RESULT_CALLS = Object.fromEntries(
  codes.map((code) => [
    code,
    { method: "POST", path: path(PAYMENT_PROVIDERS[code].result), session: "required" },
  ]),
) as Record<ProviderCode, Call>;
