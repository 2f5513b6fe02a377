/**
 * Messages allowed to break a typography rule (typography.test.ts), each with the reason a
 * reviewer accepted: `locale:namespace.key` → why.
 */
export const TYPOGRAPHY_ALLOWLIST: Readonly<Record<string, string>> = {};
