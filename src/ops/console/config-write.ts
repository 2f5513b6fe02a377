import { type ActionResult, done, refused } from "./action-result";
import { type AuditEntry, auditInsert } from "./audit";

/**
 * A change to KV `CONFIG` with its audit row. KV cannot join a D1 batch, so the row is written
 * first (no change without a record) and marked failed when the write does not happen (decision
 * 126); the audit log never claims a change that is not there without saying so.
 */
export async function auditedConfigWrite(
  env: { DB: D1Database; CONFIG: KVNamespace },
  entry: AuditEntry,
  values: Record<string, string>,
  message: string,
): Promise<ActionResult> {
  const { meta } = await auditInsert(env.DB, entry).run();
  try {
    await Promise.all(Object.entries(values).map(([key, value]) => env.CONFIG.put(key, value)));
  } catch (error) {
    console.error(JSON.stringify({ type: "error", what: "ops: CONFIG write failed", error: String(error) }));
    await env.DB.prepare("UPDATE ops_audit SET action = action || ' (write failed)' WHERE id = ?")
      .bind(meta.last_row_id)
      .run();
    return refused(503, "CONFIG could not be written; try again.");
  }
  return done(message);
}

/** A stored value as JSON when it is JSON, else as its text (a hand edit may have broken it). */
export function safeJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
