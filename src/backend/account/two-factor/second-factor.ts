import { hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import type { TwoFactorRow } from "./store";
import { totpStepOf } from "./totp";

const TOTP_SHAPE = /^\d{6}$/;

/**
 * Checks and spends a second factor of an account with 2FA on: a TOTP or a recovery code. Each is
 * spent by ONE conditional UPDATE, so of two requests with the same code only one succeeds:
 * - a TOTP moves `last_step` forward; a code of that step or an earlier one never counts again;
 * - a recovery code gets its `used_at`, only while it has none.
 */
export async function spendSecondFactor(
  db: D1Database,
  twoFactor: TwoFactorRow,
  typed: string,
  nowMs: number,
): Promise<boolean> {
  const code = typed.trim();
  if (TOTP_SHAPE.test(code)) {
    const step = totpStepOf(twoFactor.secret, code, nowMs);
    if (step === null) return false;
    const claimed = await db
      .prepare(
        `UPDATE two_factor SET last_step = ?1
          WHERE user_id = ?2 AND enabled_at IS NOT NULL AND last_step < ?1`,
      )
      .bind(step, twoFactor.user_id)
      .run();
    return claimed.meta.changes === 1;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!normalized || !twoFactor.recovery_salt) return false;
  const spent = await db
    .prepare(
      `UPDATE two_factor_recovery_codes SET used_at = ?
        WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
    )
    .bind(
      Math.floor(nowMs / 1000),
      twoFactor.user_id,
      await hashRecoveryCode(twoFactor.recovery_salt, normalized),
    )
    .run();
  return spent.meta.changes === 1;
}
