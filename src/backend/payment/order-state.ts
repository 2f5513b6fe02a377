import type { OrderStatus } from "../../api/payment";

/**
 * The order state machine: an order is created pending and moves once, to paid, failed or
 * canceled; those are final (a retry is a new order). The SQL of orders.ts applies exactly these
 * transitions, so a duplicated or late event cannot move a final order.
 */
export type Outcome = Exclude<OrderStatus, "pending">;

export const OUTCOMES: readonly Outcome[] = ["paid", "failed", "canceled"];

const TRANSITIONS: Record<OrderStatus, readonly Outcome[]> = {
  pending: OUTCOMES,
  paid: [],
  failed: [],
  canceled: [],
};

export function nextStatus(current: OrderStatus, outcome: Outcome): OrderStatus | null {
  return TRANSITIONS[current].includes(outcome) ? outcome : null;
}

/** The states an order may be in for an outcome to apply (for the SQL guard). */
export function statesAccepting(outcome: Outcome): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((state) => nextStatus(state, outcome) !== null);
}

export function isFinal(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/**
 * What purchase_result answers per provider (spec section 4): s1 speaks in Stripe subscription
 * statuses, whose `active` the client reads as success; the others answer a success flag.
 */
const S1_STATUS: Record<OrderStatus, string> = {
  pending: "incomplete",
  paid: "active",
  failed: "incomplete_expired",
  canceled: "canceled",
};

export function resultAnswer(provider: string, status: OrderStatus): { status: string; success?: boolean } {
  if (provider === "s1") return { status: S1_STATUS[status] };
  return { status, success: status === "paid" };
}
