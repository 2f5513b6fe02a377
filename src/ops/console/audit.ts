/** One change an operator made: who, what, to what, before and after, when (epoch ms). */
export interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: number;
}

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  at: number;
}

const COLUMNS = "INSERT INTO ops_audit (actor, action, target, before_json, after_json, at)";

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit row's INSERT, to run in the same batch as the change. With `onlyIf` (an SQL
 * condition and its parameters) the row is written only when the change happened, so a refused
 * or repeated action leaves no record of something that did not take place.
 */
export function auditInsert(
  db: D1Database,
  entry: AuditEntry,
  onlyIf?: { sql: string; params: unknown[] },
): D1PreparedStatement {
  const values = [
    entry.actor,
    entry.action,
    entry.target,
    jsonOrNull(entry.before),
    jsonOrNull(entry.after),
    entry.at,
  ];
  if (!onlyIf) return db.prepare(`${COLUMNS} VALUES (?, ?, ?, ?, ?, ?)`).bind(...values);
  return db
    .prepare(`${COLUMNS} SELECT ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`)
    .bind(...values, ...onlyIf.params);
}

/** The newest audit rows first. */
export async function latestAudit(db: D1Database, limit = 50): Promise<AuditRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM ops_audit ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<AuditRow>();
  return results;
}
