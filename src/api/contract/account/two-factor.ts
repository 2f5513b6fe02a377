import { TOTP_DIGITS } from "../../../shared/validation";
import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import { currentPasswordField, empty, secondFactorCodeField } from "./fields";

export const twoFactorSetup = endpoint({
  ...ACCOUNT_CALLS.twoFactorSetup,
  request: empty,
  response: z.object({
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as a QR code: SVG markup rendered on the server (no style attributes). */
    qr_svg: z.string(),
  }),
});

export const twoFactorEnable = endpoint({
  ...ACCOUNT_CALLS.twoFactorEnable,
  request: z.object({
    code: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), "the app code's digits")),
  }),
  /** Shown once: only their hashes are kept. */
  response: z.object({ recovery_codes: z.array(z.string()) }),
});

export const twoFactorDisable = endpoint({
  ...ACCOUNT_CALLS.twoFactorDisable,
  request: z.object({ password: currentPasswordField, code: secondFactorCodeField }),
  response: z.object({}),
});
