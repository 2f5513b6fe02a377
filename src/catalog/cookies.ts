/** Cookie names and lifetimes of spec sections 3 and 9: one home for each. */
const DAY = 24 * 60 * 60;

export const LANGUAGE_COOKIE = { name: "LANGUAGE", maxAge: 365 * DAY } as const;
