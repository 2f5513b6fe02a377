import { API_ERRORS } from "../../../api/codes";
import type { emailConfirm } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hit } from "../../../shared/rate-limit";
import { localeOrDefault } from "../../billing/billing-texts";
import { randomToken, sameDigest, sha256Hex } from "../../crypto";
import { isUniqueViolation } from "../../d1-errors";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { deliverLater, outboxInsert } from "../../mail/outbox";
import { siteOriginOf } from "../../site-origin";
import { ACCOUNT_LIMITS, CODE_MAX_ATTEMPTS, EMAIL_UNDO_TTL_MS } from "../limits";
import { changeCodeHash } from "./change";
import { changedMail, emailUndoPath } from "./mails";

interface Slot {
  id: number;
  code_hash: string | null;
  old_email: string;
  new_email: string;
  language: string;
}

/**
 * The code from the new address. A guess is compared only after it has won one of the change's
 * attempt slots (one conditional UPDATE). The switch is one batch: the change is marked confirmed
 * (only while unconfirmed and the account still has the old address), the account takes the new
 * address only if this very call confirmed it (its fresh undo hash), and the other sessions end.
 * Two right codes at once switch once; an address taken meanwhile breaks the UNIQUE index, the
 * batch rolls back and the answer is the uniform invalid-code error.
 */
export const emailConfirmHandler: Handler<typeof emailConfirm> = async (req) => {
  const { userId, tokenHash } = sessionOf(req);
  const db = req.env.DB;
  const limit = await hit(db, ACCOUNT_LIMITS.emailConfirmPerIp, clientIpKey(req.ip), req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const now = req.nowMs;
  const slot = await db
    .prepare(
      `UPDATE email_changes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM email_changes
                     WHERE user_id = ?1 AND confirmed_at IS NULL AND expires_at > ?2
                     ORDER BY id DESC LIMIT 1)
          AND attempts < ?3
        RETURNING id, code_hash, old_email, new_email, language`,
    )
    .bind(userId, now, CODE_MAX_ATTEMPTS)
    .first<Slot>();
  if (!slot?.code_hash) return fail(API_ERRORS.codeInvalid);
  const right = sameDigest(slot.code_hash, await changeCodeHash(userId, slot.new_email, req.input.code));
  if (!right) return fail(API_ERRORS.codeInvalid);

  const undoToken = randomToken();
  const undoHash = await sha256Hex(undoToken);
  const thisCall = "EXISTS (SELECT 1 FROM email_changes WHERE id = ?1 AND undo_token_hash = ?2)";
  let results: D1Result[];
  try {
    results = await db.batch([
      db
        .prepare(
          `UPDATE email_changes SET confirmed_at = ?1, undo_token_hash = ?2, undo_expires_at = ?3
            WHERE id = ?4 AND confirmed_at IS NULL
              AND old_email = (SELECT email FROM users WHERE id = ?5)`,
        )
        .bind(now, undoHash, now + EMAIL_UNDO_TTL_MS, slot.id, userId),
      db
        .prepare(`UPDATE users SET email = ?3 WHERE id = ?4 AND ${thisCall}`)
        .bind(slot.id, undoHash, slot.new_email, userId),
      db
        .prepare(
          `UPDATE sessions SET revoked_at = ?3, revoke_reason = 'email-changed'
            WHERE user_id = ?4 AND revoked_at IS NULL AND token_hash <> ?5 AND ${thisCall}`,
        )
        .bind(slot.id, undoHash, now, userId, tokenHash),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return fail(API_ERRORS.codeInvalid);
    throw error;
  }
  if (results[1]?.meta.changes !== 1) return fail(API_ERRORS.codeInvalid);

  const locale = localeOrDefault(slot.language);
  const link = `${siteOriginOf(req)}${emailUndoPath(locale)}?token=${undoToken}`;
  const mail = await changedMail(locale, slot.old_email, slot.new_email, link);
  const queued = await outboxInsert(db, mail, req.nowMs).first<{ id: number }>();
  if (queued) deliverLater(req, queued.id, mail);
  return ok({ email: slot.new_email, ended_sessions: results[2]?.meta.changes ?? 0 });
};
