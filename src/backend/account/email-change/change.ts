import { API_ERRORS } from "../../../api/codes";
import type { emailChange } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hitAll } from "../../../shared/rate-limit";
import { localeOrDefault } from "../../billing/billing-texts";
import { randomDigits, sha256Hex } from "../../crypto";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { deliverLater, outboxInsert } from "../../mail/outbox";
import { proveIdentity } from "../data/identity";
import { ACCOUNT_LIMITS, CODE_DIGITS, CODE_TTL_MS, CODE_TTL_SECONDS } from "../limits";
import { canonicalEmail, userByEmail, userById } from "../users";
import { codeMail, takenMail } from "./mails";

export const changeCodeHash = (userId: number, newEmail: string, code: string) =>
  sha256Hex(`email-change:${userId}:${newEmail}:${code}`);

/**
 * Asks to move the account to a new address: after the password (and second factor), a code goes
 * to the new address. The answer and the work (one row, one mail) are the same when the address
 * already has an account; that address then gets a "someone tried to use your address" mail and
 * the row has no code, so no guess can confirm it (decision 139).
 */
export const emailChangeHandler: Handler<typeof emailChange> = async (req) => {
  const { userId } = sessionOf(req);
  const db = req.env.DB;
  const limit = await hitAll(
    db,
    [
      [ACCOUNT_LIMITS.emailChangePerAccount, String(userId)],
      [ACCOUNT_LIMITS.emailChangePerIp, clientIpKey(req.ip)],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userById(db, userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  const refused = await proveIdentity(req, user, req.input);
  if (refused) return fail(refused);
  const newEmail = canonicalEmail(req.input.new_email);
  if (newEmail === user.email) return fail(API_ERRORS.emailUnchanged);

  const locale = localeOrDefault(req.input.lang);
  const taken = (await userByEmail(db, newEmail)) !== null;
  const code = randomDigits(CODE_DIGITS);
  const now = req.nowMs;
  const mail = taken ? await takenMail(locale, newEmail) : await codeMail(locale, newEmail, code);
  const [, queued] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO email_changes (user_id, old_email, new_email, code_hash, language, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        userId,
        user.email,
        newEmail,
        taken ? null : await changeCodeHash(userId, newEmail, code),
        locale,
        now,
        now + CODE_TTL_MS,
      ),
    outboxInsert(db, mail, req.nowMs),
  ]);
  const mailId = queued?.results[0]?.id;
  if (mailId !== undefined) deliverLater(req, mailId, mail);
  return ok({ expires_in: CODE_TTL_SECONDS });
};
