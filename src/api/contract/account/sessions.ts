import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import { empty } from "./fields";

export const sessionSchema = z.object({
  /** The session's public id (never its token): what sessions/revoke names. */
  id: z.string(),
  /** 1 for the session of this very call. */
  current: z.union([z.literal(0), z.literal(1)]),
  /** Epoch seconds. */
  created_at: z.number().check(z.int()),
  /** Epoch seconds; moves at most every 5 minutes. */
  last_seen_at: z.number().check(z.int()),
  /** ISO 3166-1 alpha-2 at sign-in, or "" when unknown. */
  country: z.string(),
  /** From the user agent: "Firefox 128", "Windows 10"; "" when unknown. */
  browser: z.string(),
  os: z.string(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

/** The account's live sessions, the current one first, then the most recently seen. */
export const sessionList = endpoint({
  ...ACCOUNT_CALLS.sessionList,
  request: empty,
  response: z.object({ sessions: z.array(sessionSchema) }),
});

/** Ends one session of the account (`session_id`; the current one too) or all but the current. */
export const sessionRevoke = endpoint({
  ...ACCOUNT_CALLS.sessionRevoke,
  request: z.union([
    z.strictObject({ session_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    z.strictObject({ all_others: z.literal(true) }),
  ]),
  response: z.object({
    ended_sessions: z.number().check(z.int(), z.nonnegative()),
    /** 1 when the current session was among them: the caller is signed out. */
    signed_out: z.union([z.literal(0), z.literal(1)]),
  }),
});
