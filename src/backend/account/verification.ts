import { API_ERRORS } from "../../api/codes";
import type { verificationRequest, verificationValidate } from "../../api/contract/account";
import { constantTimeEqual, randomDigits, randomToken, sha256Hex } from "../crypto";
import { fail, type Handler, ok } from "../handler";
import { deliverLater, outboxInsert } from "../mail/outbox";
import { hitAll } from "../rate-limit";
import {
  ACCOUNT_LIMITS,
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  VERIFY_TOKEN_TTL_SECONDS,
} from "./limits";
import { userByEmail } from "./users";

const codeHash = (email: string, code: string) => sha256Hex(`${email.toLowerCase()}:${code}`);

function resetMail(to: string, code: string | null) {
  const minutes = CODE_TTL_SECONDS / 60;
  return {
    to,
    subject: "Your VPN Master password reset",
    text:
      code === null
        ? "Someone asked to reset the VPN Master password of this address, but it has no VPN Master " +
          "account. If it was you, sign up instead; otherwise you can ignore this message."
        : `Your VPN Master verification code is ${code}. It is valid for ${minutes} minutes. ` +
          "If you did not ask for it, ignore this message: your password stays as it is.",
  };
}

/**
 * A six-digit code by e-mail. The answer, and the work done (one verification row, one mail), are
 * the same whether or not the address has an account: nobody learns which addresses are customers.
 */
export const verificationRequestHandler: Handler<typeof verificationRequest> = async (req) => {
  const { email, purpose } = req.input;
  const db = req.env.DB;
  const limit = await hitAll(
    db,
    [
      [ACCOUNT_LIMITS.verificationPerIp, req.ip ?? "unknown"],
      [ACCOUNT_LIMITS.verificationPerEmail, email.toLowerCase()],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userByEmail(db, email);
  const code = randomDigits(CODE_DIGITS);
  const now = Math.floor(req.nowMs / 1000);
  const mail = resetMail(email, user?.password_hash ? code : null);
  const [, inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO verifications (email, purpose, code_hash, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        email,
        purpose,
        await codeHash(email, code),
        user?.password_hash ? user.id : null,
        now,
        now + CODE_TTL_SECONDS,
      ),
    outboxInsert(db, mail, req.nowMs),
  ]);
  const id = inserted?.results[0]?.id;
  if (id !== undefined) deliverLater(req, id, mail);
  return ok({ expires_in: CODE_TTL_SECONDS });
};

/** Checks the latest code of the address; a right one gives a short-lived token for reset_password. */
export const verificationValidateHandler: Handler<typeof verificationValidate> = async (req) => {
  const { email, purpose, code } = req.input;
  const db = req.env.DB;
  const limit = await hitAll(db, [[ACCOUNT_LIMITS.validatePerIp, req.ip ?? "unknown"]], req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const now = Math.floor(req.nowMs / 1000);
  const row = await db
    .prepare(
      `SELECT id, code_hash, user_id, attempts FROM verifications
        WHERE lower(email) = lower(?) AND purpose = ? AND used_at IS NULL AND expires_at > ?
        ORDER BY id DESC LIMIT 1`,
    )
    .bind(email, purpose, now)
    .first<{ id: number; code_hash: string; user_id: number | null; attempts: number }>();
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return fail(API_ERRORS.codeInvalid);
  const encoder = new TextEncoder();
  const right = constantTimeEqual(encoder.encode(await codeHash(email, code)), encoder.encode(row.code_hash));
  if (!right || row.user_id === null) {
    await db.prepare("UPDATE verifications SET attempts = attempts + 1 WHERE id = ?").bind(row.id).run();
    return fail(API_ERRORS.codeInvalid);
  }
  const verifyToken = randomToken();
  await db
    .prepare(
      "UPDATE verifications SET used_at = ?, verify_token_hash = ?, verify_token_expires_at = ? WHERE id = ?",
    )
    .bind(now, await sha256Hex(verifyToken), now + VERIFY_TOKEN_TTL_SECONDS, row.id)
    .run();
  return ok({ verify_token: verifyToken });
};
