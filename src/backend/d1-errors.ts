/** D1 reports a broken UNIQUE or PRIMARY KEY constraint as an Error carrying SQLite's text. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
