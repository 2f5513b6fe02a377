/**
 * SQL condition: the invitee `r.invitee_id`'s first payment (their earliest paid first order) is
 * unrefunded; with `?window` bound, also older than the money-back window (refunds end there, so a
 * settled payment stays settled). Shared by the reward job and the invite card's "paid" count.
 */
export function firstPaymentKept(windowParam: string | null): string {
  const settled = windowParam ? ` AND o.created_at <= ${windowParam}` : "";
  return `EXISTS (SELECT 1 FROM orders o
                   WHERE o.user_id = r.invitee_id AND o.kind = 'first' AND o.status = 'paid'
                     AND o.refunded_at IS NULL${settled}
                     AND o.created_at = (SELECT MIN(created_at) FROM orders
                                          WHERE user_id = r.invitee_id AND kind = 'first' AND status = 'paid'))`;
}
