/**
 * One provider checkout per order, for providers that take no idempotency key (Paddle, decision
 * 154). The first purchase call claims the order's provider slot with one conditional UPDATE; only
 * the claimant calls the provider, and it stores the provider's id and checkout URL. Any other call
 * for the order (a double click, a retry after a lost answer) waits for that URL and answers it.
 */

const CLAIM_PREFIX = "claim:";
/** A claimant that died mid-call (Worker evicted) frees the slot after this long. */
export const STALE_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 50;

export type CheckoutClaim = { claimed: true; token: string } | { claimed: false };

export async function claimCheckout(
  db: D1Database,
  orderId: string,
  now = Date.now(),
): Promise<CheckoutClaim> {
  const token = `${CLAIM_PREFIX}${crypto.randomUUID()}`;
  const row = await db
    .prepare(
      `UPDATE orders SET provider_ref = ?2, checkout_claimed_at = ?3
        WHERE id = ?1
          AND (provider_ref IS NULL
               OR (provider_ref LIKE '${CLAIM_PREFIX}%' AND checkout_url IS NULL AND checkout_claimed_at <= ?4))
       RETURNING id`,
    )
    .bind(orderId, token, now, now - STALE_CLAIM_MS)
    .first<{ id: string }>();
  return row ? { claimed: true, token } : { claimed: false };
}

/** The claimant's result: the provider's id of the checkout and where the buyer pays. */
export async function storeCheckout(
  db: D1Database,
  orderId: string,
  token: string,
  ref: string,
  url: string,
) {
  await db
    .prepare("UPDATE orders SET provider_ref = ?3, checkout_url = ?4 WHERE id = ?1 AND provider_ref = ?2")
    .bind(orderId, token, ref, url)
    .run();
}

/** The provider refused: the slot is free again, so a retry with the same key tries once more. */
export async function releaseCheckout(db: D1Database, orderId: string, token: string) {
  await db
    .prepare(
      "UPDATE orders SET provider_ref = NULL, checkout_claimed_at = NULL WHERE id = ?1 AND provider_ref = ?2",
    )
    .bind(orderId, token)
    .run();
}

/** The URL another call for this order stored, waiting a few seconds while that call is under way. */
export async function awaitCheckoutUrl(db: D1Database, orderId: string): Promise<string | null> {
  for (let step = 0; step < WAIT_STEPS; step++) {
    const row = await db
      .prepare("SELECT checkout_url FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ checkout_url: string | null }>();
    if (row?.checkout_url) return row.checkout_url;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return null;
}

/**
 * The whole rule for an adapter: only the claimant runs `create` (the provider calls that make
 * the checkout) and stores its result; any other call answers the stored URL, or `stillRunning()`
 * (a provider error: retry later) when none came in time. A failed `create` frees the slot.
 */
export async function checkoutOnce(
  db: D1Database,
  orderId: string,
  create: () => Promise<{ ref: string; url: string }>,
  stillRunning: () => Error,
): Promise<{ redirectUrl: string }> {
  const claim = await claimCheckout(db, orderId);
  if (!claim.claimed) {
    const url = await awaitCheckoutUrl(db, orderId);
    if (!url) throw stillRunning();
    return { redirectUrl: url };
  }
  try {
    const checkout = await create();
    await storeCheckout(db, orderId, claim.token, checkout.ref, checkout.url);
    return { redirectUrl: checkout.url };
  } catch (error) {
    await releaseCheckout(db, orderId, claim.token);
    throw error;
  }
}
