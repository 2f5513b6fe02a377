import { PURCHASE_ENDPOINTS } from "../../src/api/contract/payment";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { type MethodId, PAYMENT_METHODS } from "../../src/catalog/payment-methods";
import { prodRequestWith, sessionFor } from "./stripe";

export interface PurchaseOptions {
  /** The provider's secrets the deployment has. */
  secrets: Record<string, string | undefined>;
  idempotencyKey?: string;
  /** The buyer's country (CF-IPCountry): it picks the currency. */
  country?: string;
}

/**
 * The purchase call for `planId` paying with `method`, as the signed-in checkout makes it on the
 * product domain: the method's provider's purchase endpoint, a fresh idempotency key unless told.
 */
export async function purchaseThrough(
  method: MethodId,
  userId: number,
  planId: number,
  options: PurchaseOptions,
) {
  const provider = PAYMENT_METHODS[method].provider;
  const response = await prodRequestWith(options.secrets, PURCHASE_ENDPOINTS[provider]?.path ?? "", {
    method: "POST",
    body: JSON.stringify({
      plan_id: planId,
      idempotency_key: options.idempotencyKey ?? crypto.randomUUID().replaceAll("-", ""),
      method,
    }),
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      "CF-IPCountry": options.country ?? "US",
      Cookie: `${TOKEN_COOKIE.name}=${await sessionFor(userId)}`,
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; data: Record<string, unknown> },
  };
}
