import { API_ERRORS } from "../../../api/codes";
import type { setPasswordCode } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hitAll } from "../../../shared/rate-limit";
import { localeOrDefault } from "../../billing/billing-texts";
import { randomDigits, randomToken, sha256Hex } from "../../crypto";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { deliverLater, outboxInsert } from "../../mail/outbox";
import { ACCOUNT_LIMITS, CODE_DIGITS, CODE_TTL_MS, CODE_TTL_SECONDS } from "../limits";
import { canonicalEmail, userByEmail, userById } from "../users";
import { secureCodeMail, secureTakenMail } from "./mails";

export const SET_PASSWORD_PURPOSE = "set_password";

/** Bound to the account that asked: a code read from the mailbox serves no other account. */
export const secureCodeHash = (userId: number, email: string, code: string) =>
  sha256Hex(`set-password:${userId}:${canonicalEmail(email)}:${code}`);

/**
 * Step one of securing an anonymous account: a code to the address it wants. The answer and the
 * work (one row, one mail) are the same when the address already has an account; that address
 * then gets a "someone tried to use your address" mail, and the row holds the hash of a secret
 * nobody was sent, so no guessed code can match it (decision 149).
 */
export const setPasswordCodeHandler: Handler<typeof setPasswordCode> = async (req) => {
  const { userId } = sessionOf(req);
  const db = req.env.DB;
  const email = canonicalEmail(req.input.email);
  const limit = await hitAll(
    db,
    [
      [ACCOUNT_LIMITS.secureCodePerAccount, String(userId)],
      [ACCOUNT_LIMITS.secureCodePerIp, clientIpKey(req.ip)],
      [ACCOUNT_LIMITS.verificationPerEmail, email],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userById(db, userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  if (user.password_hash) return fail(API_ERRORS.passwordAlreadySet);

  const locale = localeOrDefault(req.input.lang);
  // The account's own address (a buyer's, from checkout) is not "taken": it proves it like any other.
  const owner = await userByEmail(db, email);
  const taken = owner !== null && owner.id !== userId;
  const code = randomDigits(CODE_DIGITS);
  const mail = taken ? await secureTakenMail(locale, email) : await secureCodeMail(locale, email, code);
  const now = req.nowMs;
  const [, queued] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO verifications (email, purpose, code_hash, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        email,
        SET_PASSWORD_PURPOSE,
        await secureCodeHash(userId, email, taken ? randomToken() : code),
        userId,
        now,
        now + CODE_TTL_MS,
      ),
    outboxInsert(db, mail, req.nowMs),
  ]);
  const mailId = queued?.results[0]?.id;
  if (mailId !== undefined) deliverLater(req, mailId, mail);
  return ok({ expires_in: CODE_TTL_SECONDS });
};
