import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import { empty } from "./fields";

const vipSchema = z.object({
  /** Seconds of VIP left; 0 when none. The VIP state is remain_time > 0. */
  remain_time: z.number().check(z.int(), z.nonnegative()),
  /** Epoch seconds when VIP ends; 0 when never had VIP. */
  expire_time: z.number().check(z.int(), z.nonnegative()),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  /** Unused recovery codes; 0 when two-factor sign-in is off. */
  recovery_codes_left: z.number().check(z.int(), z.nonnegative()),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const profileSchema = z.object({
  user_id: z.number().check(z.int()),
  email: z.nullable(z.string()),
  is_password_set: z.union([z.literal(0), z.literal(1)]),
  vip: vipSchema,
  /** The embedded backend always answers it; an upstream that does not means "off". */
  two_factor: z.optional(twoFactorStatusSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const profile = endpoint({
  ...ACCOUNT_CALLS.profile,
  request: empty,
  response: profileSchema,
});
