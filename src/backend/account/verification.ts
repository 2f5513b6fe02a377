import { API_ERRORS } from "../../api/codes";
import type { verificationRequest, verificationValidate } from "../../api/contract/account";
import { clientIpKey } from "../../shared/client-ip-key";
import { hitAll } from "../../shared/rate-limit";
import { localeOrDefault } from "../billing/billing-texts";
import { randomDigits, randomToken, sameDigest, sha256Hex } from "../crypto";
import { fail, type Handler, ok } from "../handler";
import { deliverLater, outboxInsert } from "../mail/outbox";
import { spendCode, takeCodeSlot } from "./code-slot";
import { ACCOUNT_LIMITS, CODE_DIGITS, CODE_TTL_MS, CODE_TTL_SECONDS, VERIFY_TOKEN_TTL_MS } from "./limits";
import { resetCodeMail, resetNoAccountMail } from "./reset-mails";
import { canonicalEmail, userByEmail } from "./users";

const codeHash = (email: string, code: string) => sha256Hex(`${canonicalEmail(email)}:${code}`);

/**
 * A code of CODE_DIGITS digits by e-mail, in the language of the page it was asked from. The
 * answer, and the work done (one verification row, one mail), are the same whether or not the
 * address has an account: nobody learns which addresses are customers.
 */
export const verificationRequestHandler: Handler<typeof verificationRequest> = async (req) => {
  const { email, purpose } = req.input;
  const db = req.env.DB;
  const limit = await hitAll(
    db,
    [
      [ACCOUNT_LIMITS.verificationPerIp, clientIpKey(req.ip)],
      [ACCOUNT_LIMITS.verificationPerEmail, canonicalEmail(email)],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userByEmail(db, email);
  const code = randomDigits(CODE_DIGITS);
  const now = req.nowMs;
  const locale = localeOrDefault(req.input.lang);
  const mail = user?.password_hash
    ? await resetCodeMail(locale, email, code)
    : await resetNoAccountMail(locale, email);
  const [, inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO verifications (email, purpose, code_hash, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        canonicalEmail(email),
        purpose,
        await codeHash(email, code),
        user?.password_hash ? user.id : null,
        now,
        now + CODE_TTL_MS,
      ),
    outboxInsert(db, mail, req.nowMs),
  ]);
  const id = inserted?.results[0]?.id;
  if (id !== undefined) deliverLater(req, id, mail);
  return ok({ expires_in: CODE_TTL_SECONDS });
};

/**
 * Checks the latest code of the address; a right one gives a short-lived token for reset_password.
 * Both counters are single conditional statements, so parallel guesses cannot race them: a guess
 * is compared only after it has won one of the code's attempt slots, and a right code is consumed
 * by one guarded UPDATE, so two right guesses at once still yield one token.
 */
export const verificationValidateHandler: Handler<typeof verificationValidate> = async (req) => {
  const { email, purpose, code } = req.input;
  const db = req.env.DB;
  const limit = await hitAll(db, [[ACCOUNT_LIMITS.validatePerIp, clientIpKey(req.ip)]], req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const now = req.nowMs;
  const slot = await takeCodeSlot(db, { email: canonicalEmail(email), purpose }, now);
  if (!slot) return fail(API_ERRORS.codeInvalid);
  const right = sameDigest(slot.code_hash, await codeHash(email, code));
  if (!right || slot.user_id === null) return fail(API_ERRORS.codeInvalid);
  const verifyToken = randomToken();
  const token = { hash: await sha256Hex(verifyToken), expiresAt: now + VERIFY_TOKEN_TTL_MS };
  if (!(await spendCode(db, slot.id, now, token))) return fail(API_ERRORS.codeInvalid);
  return ok({ verify_token: verifyToken });
};
