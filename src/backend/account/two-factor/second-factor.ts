import { API_ERRORS, type ApiError } from "../../../api/codes";
import { TOTP_DIGITS } from "../../../shared/validation";
import type { BackendContext } from "../../handler";
import { hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { secretKeys } from "./secret-box";
import { openTwoFactorSecret, type TwoFactorRow } from "./store";
import { totpStepOf } from "./totp";

const TOTP_SHAPE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/**
 * Checks and spends a second factor of an account with 2FA on: a TOTP or a recovery code. Each is
 * spent by ONE conditional UPDATE, so of two requests with the same code only one succeeds:
 * - a TOTP moves `last_step` forward; a code of that step or an earlier one never counts again;
 * - a recovery code gets its `used_at`, only while it has none.
 * A secret that cannot be opened (its key is not configured) answers 41018, not "wrong code".
 */
export async function spendSecondFactor(
  ctx: Pick<BackendContext, "env" | "environment" | "nowMs">,
  twoFactor: TwoFactorRow,
  typed: string,
): Promise<"spent" | ApiError> {
  const db = ctx.env.DB;
  const nowMs = ctx.nowMs;
  const code = typed.trim();
  if (TOTP_SHAPE.test(code)) {
    const opened = await openTwoFactorSecret(db, await secretKeys(ctx.env, ctx.environment), twoFactor);
    if (!opened) return API_ERRORS.twoFactorUnavailable;
    const step = totpStepOf(opened.secret, code, nowMs);
    if (step === null) return API_ERRORS.secondFactorInvalid;
    const claimed = await db
      .prepare(
        `UPDATE two_factor SET last_step = ?1
          WHERE user_id = ?2 AND enabled_at IS NOT NULL AND last_step < ?1`,
      )
      .bind(step, twoFactor.user_id)
      .run();
    return claimed.meta.changes === 1 ? "spent" : API_ERRORS.secondFactorInvalid;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!normalized || !twoFactor.recovery_salt) return API_ERRORS.secondFactorInvalid;
  const spent = await db
    .prepare(
      `UPDATE two_factor_recovery_codes SET used_at = ?
        WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
    )
    .bind(nowMs, twoFactor.user_id, await hashRecoveryCode(twoFactor.recovery_salt, normalized))
    .run();
  return spent.meta.changes === 1 ? "spent" : API_ERRORS.secondFactorInvalid;
}
