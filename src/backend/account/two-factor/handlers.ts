import { renderSVG } from "uqr";
import { API_ERRORS } from "../../../api/codes";
import type { twoFactorDisable, twoFactorEnable, twoFactorSetup } from "../../../api/contract/account";
import { hit } from "../../../shared/rate-limit";
import { RECOVERY_CODE_COUNT } from "../../../shared/validation";
import { randomToken } from "../../crypto";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { ACCOUNT_LIMITS } from "../limits";
import { verifyPassword } from "../password";
import { userById } from "../users";
import { hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { spendSecondFactor } from "./second-factor";
import { sealSecret, secretKeys } from "./secret-box";
import {
  enabledTwoFactorOf,
  eraseTwoFactor,
  openTwoFactorSecret,
  savePendingSecret,
  twoFactorOf,
} from "./store";
import { newTotpSecret, otpauthUrl, totpStepOf } from "./totp";

async function accountLimit(db: D1Database, userId: number, nowMs: number) {
  return hit(db, ACCOUNT_LIMITS.twoFactorPerAccount, String(userId), nowMs);
}

/** A new secret, kept pending until a code from it confirms the app has it (2fa/enable). */
export const twoFactorSetupHandler: Handler<typeof twoFactorSetup> = async (req) => {
  const db = req.env.DB;
  const user = await userById(db, sessionOf(req).userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  if (!user.email || !user.password_hash) return fail(API_ERRORS.twoFactorNeedsPassword);
  const keys = await secretKeys(req.env, req.environment);
  if (!keys) return fail(API_ERRORS.twoFactorUnavailable);
  const secret = newTotpSecret();
  const sealed = await sealSecret(keys, user.id, secret);
  if (!(await savePendingSecret(db, user.id, sealed, req.nowMs))) return fail(API_ERRORS.twoFactorAlreadyOn);
  const url = otpauthUrl(secret, user.email);
  return ok({ secret, otpauth_url: url, qr_svg: renderSVG(url, { border: 2 }) });
};

/**
 * A code from the pending secret turns 2FA on, in one guarded UPDATE (a second parallel enable
 * changes nothing), and answers the recovery codes: the only time they are ever shown.
 */
export const twoFactorEnableHandler: Handler<typeof twoFactorEnable> = async (req) => {
  const db = req.env.DB;
  const userId = sessionOf(req).userId;
  const limit = await accountLimit(db, userId, req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const pending = await twoFactorOf(db, userId);
  if (!pending) return fail(API_ERRORS.twoFactorNotSetUp);
  if (pending.enabled_at) return fail(API_ERRORS.twoFactorAlreadyOn);
  const opened = await openTwoFactorSecret(db, await secretKeys(req.env, req.environment), pending);
  if (!opened) return fail(API_ERRORS.twoFactorUnavailable);
  const step = totpStepOf(opened.secret, req.input.code, req.nowMs);
  if (step === null) return fail(API_ERRORS.secondFactorInvalid);
  const salt = randomToken();
  const turnedOn = await db
    .prepare(
      `UPDATE two_factor SET enabled_at = ?1, last_step = ?2, recovery_salt = ?3
        WHERE user_id = ?4 AND secret = ?5 AND enabled_at IS NULL AND last_step < ?2`,
    )
    .bind(req.nowMs, step, salt, userId, opened.stored)
    .run();
  if (turnedOn.meta.changes !== 1) return fail(API_ERRORS.secondFactorInvalid);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(
    codes.map((code) => hashRecoveryCode(salt, normalizeRecoveryCode(code) ?? "")),
  );
  const insert = db.prepare("INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)");
  await db.batch([
    db.prepare("DELETE FROM two_factor_recovery_codes WHERE user_id = ?").bind(userId),
    ...hashes.map((hash) => insert.bind(userId, hash)),
  ]);
  return ok({ recovery_codes: codes });
};

/** Off again only with both the password and a second factor (a stolen session is not enough). */
export const twoFactorDisableHandler: Handler<typeof twoFactorDisable> = async (req) => {
  const db = req.env.DB;
  const userId = sessionOf(req).userId;
  const limit = await accountLimit(db, userId, req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userById(db, userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  if (!(await verifyPassword(req.input.password, user.password_hash))) return fail(API_ERRORS.wrongPassword);
  const twoFactor = await enabledTwoFactorOf(db, userId);
  if (!twoFactor) return fail(API_ERRORS.twoFactorNotSetUp);
  const spent = await spendSecondFactor(req, twoFactor, req.input.code);
  if (spent !== "spent") return fail(spent);
  await db.batch(eraseTwoFactor(db, userId));
  return ok({});
};
