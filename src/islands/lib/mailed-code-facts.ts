import { CODE_DIGITS, CODE_TTL_MINUTES } from "../../catalog/verification-code";

/**
 * What a "code sent" sentence states about the mailed code: `count`, the minutes it lives (the
 * message's plural form), and `digits`, its length. The backend issues codes by the same numbers.
 */
export const MAILED_CODE_FACTS = { count: CODE_TTL_MINUTES, digits: CODE_DIGITS } as const;
