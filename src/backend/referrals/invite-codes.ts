/** Letters and digits a reader cannot confuse (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/**
 * The account's invite code, made on first use. My account shows it on every view, so a view reads
 * it alone; only the first makes it: one INSERT OR IGNORE (user_id PRIMARY KEY), so two first calls
 * at once keep one code, and a read of whichever won.
 */
export async function inviteCodeOf(db: D1Database, userId: number, nowMs: number): Promise<string> {
  const existing = await db
    .prepare("SELECT code FROM invite_codes WHERE user_id = ?")
    .bind(userId)
    .first<{ code: string }>();
  if (existing) return existing.code;
  const [, row] = await db.batch<{ code: string }>([
    db
      .prepare("INSERT OR IGNORE INTO invite_codes (user_id, code, created_at) VALUES (?, ?, ?)")
      .bind(userId, randomCode(), nowMs),
    db.prepare("SELECT code FROM invite_codes WHERE user_id = ?").bind(userId),
  ]);
  const code = row?.results[0]?.code;
  if (!code) throw new Error("invite code not stored");
  return code;
}
