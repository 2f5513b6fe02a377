import { OUTCOMES, type Outcome } from "../order-state";
import type { OrderRow, ProviderEvent } from "../orders";
import { signPayload, verifySignature, WebhookSignatureError } from "../webhook-signature";
import type { PaymentAdapter } from "./types";

/**
 * The sandbox provider behind every provider code outside prod: a hosted checkout page of our
 * own (/sandbox/checkout/{order}) where the buyer pays, fails or cancels, and webhooks signed
 * like a real provider's.
 */
export const SANDBOX_SIGNATURE_HEADER = "Sandbox-Signature";
export const SANDBOX_CHECKOUT_PATH = "/sandbox/checkout";

export interface SandboxEventBody {
  id: string;
  type: `payment.${Outcome}`;
  created: number;
  data: { order_id: string };
}

export function sandboxEvent(orderId: string, outcome: Outcome, nowSeconds: number): SandboxEventBody {
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    type: `payment.${outcome}`,
    created: nowSeconds,
    data: { order_id: orderId },
  };
}

/** A webhook delivery as the sandbox sends it: raw JSON body and its signature header. */
export async function signedSandboxDelivery(
  url: string,
  event: SandboxEventBody,
  secret: string,
  nowSeconds: number,
): Promise<Request> {
  const body = JSON.stringify(event);
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: await signPayload(secret, nowSeconds, body),
    },
  });
}

function outcomeOf(type: unknown): Outcome | null {
  const name = typeof type === "string" && type.startsWith("payment.") ? type.slice("payment.".length) : "";
  return (OUTCOMES as readonly string[]).includes(name) ? (name as Outcome) : null;
}

/**
 * The sandbox's own state of an order's hosted checkout: a real provider's order never has one.
 * A retried purchase (the same order again) keeps the session it has.
 */
export async function openSandboxSession(db: D1Database, order: OrderRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sandbox_sessions (order_id, updated_at) VALUES (?1, ?2)
       ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(order.id, order.created_at)
    .run();
}

export function sandboxAdapter(db: D1Database, secret: string): PaymentAdapter {
  return {
    // Like a real provider's hosted page, it is told the method the buyer chose.
    async create(order, origin, method) {
      await openSandboxSession(db, order);
      return { redirectUrl: `${origin}${SANDBOX_CHECKOUT_PATH}/${order.id}?method=${method}` };
    },
    async status(order: OrderRow) {
      const session = await db
        .prepare("SELECT state, updated_at FROM sandbox_sessions WHERE order_id = ?")
        .bind(order.id)
        .first<{ state: string; updated_at: number }>();
      const outcome = outcomeOf(`payment.${session?.state}`);
      return outcome ? { id: `sandbox-status:${order.id}:${outcome}`, orderId: order.id, outcome } : null;
    },
    async verifyWebhook(request, nowSeconds) {
      const body = await request.text();
      await verifySignature(request.headers.get(SANDBOX_SIGNATURE_HEADER), body, secret, nowSeconds);
      let event: Partial<SandboxEventBody>;
      try {
        event = JSON.parse(body) as Partial<SandboxEventBody>;
      } catch {
        throw new WebhookSignatureError("malformed");
      }
      const outcome = outcomeOf(event.type);
      const orderId = event.data?.order_id;
      if (typeof event.id !== "string" || typeof orderId !== "string")
        throw new WebhookSignatureError("malformed");
      return outcome ? ({ id: event.id, orderId, outcome } satisfies ProviderEvent) : null;
    },
  };
}
