import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, devRecaptcha, json, SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { newBuyer } from "../../../test/support/payment";
import { prodCall, sessionFor } from "../../../test/support/stripe";
import { PURCHASE_ENDPOINTS } from "../../api/contract/payment";
import type { PurchaseAnswer } from "../../api/payment";
import { PAYMENT_ERRORS } from "../../api/payment-errors";

/** A purchase carries the checkout's method; what the checkout would not show is refused (decision 143). */
const key = () => crypto.randomUUID().replaceAll("-", "");
const endpointOf = (code: "s1" | "pd" | "ps") => {
  const endpoint = PURCHASE_ENDPOINTS[code];
  if (!endpoint) throw new Error(`${code} has a purchase call`);
  return endpoint;
};

const ordersOf = async (userId: number) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

describe("a purchase's payment method", () => {
  it("in production without its secrets, PayPal is refused with a clear 409, not a 503, and no order", async () => {
    const userId = await newBuyer();
    const response = await prodCall(endpointOf("pd").path, await sessionFor(userId), {
      plan_id: 12,
      idempotency_key: key(),
      method: "paypal",
    });
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.code).toBe(PAYMENT_ERRORS.methodUnavailable.code);
    expect(await ordersOf(userId)).toBe(0);
  });

  it("an unknown method, or one another provider carries, is a 400 and changes nothing", async () => {
    const token = await signUp("198.51.100.71");
    for (const method of ["bitcoin", "ideal"]) {
      const response = await callApi(endpointOf("ps"), {
        token,
        body: { plan_id: 12, idempotency_key: key(), method },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe(PAYMENT_ERRORS.unknownMethod.code);
    }
  });

  it("a method of another country, or another currency, is refused: Alipay from the US, Klarna for a dollar price", async () => {
    const token = await signUp("198.51.100.72");
    const s1 = endpointOf("s1");
    for (const [method, country] of [
      ["alipay", "US"],
      ["ideal", "BE"],
      // Sweden pays dollars, and Klarna takes only the buyer's own currency.
      ["klarna", "SE"],
    ] as const) {
      const response = await callApi(s1, {
        token,
        body: { plan_id: 12, idempotency_key: key(), method },
        headers: { "CF-IPCountry": country },
        recasign: await devRecaptcha("v3", s1),
      });
      expect(response.status, method).toBe(409);
      expect((await json(response)).code).toBe(PAYMENT_ERRORS.methodUnavailable.code);
    }
  });

  it("reaches the provider: the sandbox's hosted page is told Alipay and shows it in Polish", async () => {
    const token = await signUp("198.51.100.73");
    const s1 = endpointOf("s1");
    const response = await callApi(s1, {
      token,
      body: { plan_id: 12, idempotency_key: key(), method: "alipay", return_path: "/pl/paystatus" },
      headers: { "CF-IPCountry": "CN" },
      recasign: await devRecaptcha("v3", s1),
    });
    expect(response.status).toBe(200);
    const answer = (await json<{ data: PurchaseAnswer }>(response)).data;
    expect(answer.redirect_url).toMatch(/\/sandbox\/checkout\/ord_[^?]+\?method=alipay$/);
    const page = await (await SELF.fetch(new URL(answer.redirect_url ?? "", SANDBOX_ORIGIN))).text();
    expect(page).toContain('<p data-testid="sandbox-method">Metoda płatności: Alipay</p>');
  });
});
