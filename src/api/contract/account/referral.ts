import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import { empty } from "./fields";

/** The account's invite link code and what its invitations brought (decision 121). */
export const referral = endpoint({
  ...ACCOUNT_CALLS.referral,
  request: empty,
  response: z.object({
    invite_code: z.string(),
    /** Friends whose checkout came through the link. */
    joined: z.number().check(z.int()),
    /** Of them, those whose first payment is kept (not refunded). */
    paid: z.number().check(z.int()),
    bonus_days: z.number().check(z.int()),
  }),
});
export type Referral = z.infer<typeof referral.response>;
