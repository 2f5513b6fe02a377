import { isUniqueViolation } from "../d1-errors";
import type { EmailClaim } from "./email-link";

export type AdoptionResult =
  /** The address is now (or already was) the account's e-mail. */
  | "adopted"
  /** Another account owns it: it stays the address receipts of this purchase go to. */
  | "taken"
  /** The account has another address by now; receipts go there. */
  | "has-other";

/**
 * Gives the account the address of its signed link: one conditional UPDATE (only while the
 * account has none), and the UNIQUE canonical address (migration 0040) refuses one another
 * account owns, so a replay or two clicks at once adopt it once.
 */
export async function adoptEmail(db: D1Database, claim: EmailClaim): Promise<AdoptionResult> {
  try {
    await db
      .prepare("UPDATE users SET email = ?1 WHERE id = ?2 AND email IS NULL")
      .bind(claim.email, claim.userId)
      .run();
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
  const row = await db
    .prepare("SELECT email FROM users WHERE id = ?")
    .bind(claim.userId)
    .first<{ email: string | null }>();
  return row?.email === claim.email ? "adopted" : "has-other";
}
