/**
 * D1 keeps every time as epoch milliseconds (decision 174). Some answers speak epoch seconds
 * (docs/api.md: `vip.expire_time`, a session's `created_at` …); they convert where the answer is
 * built, with `epochSeconds`. Durations written next to a stored time are milliseconds too.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Epoch milliseconds as the epoch seconds an answer speaks (floored: a second not yet over is not counted). */
export const epochSeconds = (ms: number): number => Math.floor(ms / SECOND_MS);

/** As `epochSeconds`, null kept (a time that has not happened). */
export const epochSecondsOrNull = (ms: number | null): number | null =>
  ms === null ? null : epochSeconds(ms);
