import { isIpAddress } from "../../../shared/validation";
import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import { empty } from "./fields";

const appTypeField = z.number().check(z.int(), z.gte(1), z.lte(9999));
const deviceUserIdField = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/));

export const deviceSchema = z.object({
  app_type: z.number().check(z.int()),
  /** The product name of spec section 3 (e.g. iOS_Master); "" for an unknown id. */
  app_name: z.string(),
  /** The app installation's own user id (what device/unbind names). */
  user_id: z.string(),
  device_name: z.string(),
  os_name: z.string(),
  /** Epoch seconds of the last sign-in from this device. */
  last_active: z.number().check(z.int()),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceList = endpoint({
  ...ACCOUNT_CALLS.deviceList,
  request: empty,
  response: z.object({ devices: z.array(deviceSchema) }),
});

export const deviceUnbind = endpoint({
  ...ACCOUNT_CALLS.deviceUnbind,
  request: z.object({ unbind_app_type: appTypeField, unbind_user_id: deviceUserIdField }),
  response: z.object({}),
});

/**
 * App-facing (not called by the site): a VPN app signed in with the account's token registers its
 * installation, so device/list has real entries. The embedded backend's seed path for devices.
 */
export const deviceRegister = endpoint({
  ...ACCOUNT_CALLS.deviceRegister,
  request: z.object({
    app_type: appTypeField,
    device_user_id: deviceUserIdField,
    device_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    os_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  }),
  response: z.object({}),
});

export const boundIpSchema = z.object({
  /** The bound address, or null when none is bound. */
  ip: z.nullable(z.string()),
  /** Epoch seconds of the binding; 0 when none. */
  bound_at: z.number().check(z.int()),
});

export const userIpQuery = endpoint({
  ...ACCOUNT_CALLS.userIpQuery,
  /** `_span`: the caller's timestamp, a cache breaker (spec section 7). */
  request: z.object({ _span: z.optional(z.number().check(z.int(), z.nonnegative())) }),
  response: boundIpSchema,
});

export const userIpBind = endpoint({
  ...ACCOUNT_CALLS.userIpBind,
  request: z.object({
    ip: z.string().check(z.trim(), z.maxLength(45), z.refine(isIpAddress, "invalid IP address")),
  }),
  response: boundIpSchema,
});

export const userIpRemove = endpoint({
  ...ACCOUNT_CALLS.userIpRemove,
  request: empty,
  response: z.object({}),
});
