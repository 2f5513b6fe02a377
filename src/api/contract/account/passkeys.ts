import { isValidPasskeyName, PASSKEY_NAME_MAX_LENGTH } from "../../../shared/passkey-name";
import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import {
  authenticationResponseSchema,
  registrationResponseSchema,
  webauthnOptionsSchema,
} from "../webauthn-json";
import { empty, sessionStart } from "./fields";

const passkeyNameField = z.pipe(
  z
    .string()
    .check(
      z.maxLength(PASSKEY_NAME_MAX_LENGTH * 4),
      z.refine(isValidPasskeyName, "a passkey name's length and characters"),
    ),
  z.transform((name: string) => name.trim()),
);
const passkeyIdField = z.number().check(z.int(), z.positive());

export const passkeySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** Epoch seconds. */
  created_at: z.number().check(z.int()),
  /** Epoch seconds of the last sign-in with it; null when never used. */
  last_used_at: z.nullable(z.number().check(z.int())),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** Options for `navigator.credentials.create`; the challenge in them is good for one verify. */
export const passkeyRegisterOptions = endpoint({
  ...ACCOUNT_CALLS.passkeyRegisterOptions,
  request: empty,
  response: z.object({ options: webauthnOptionsSchema }),
});

export const passkeyRegisterVerify = endpoint({
  ...ACCOUNT_CALLS.passkeyRegisterVerify,
  request: z.object({ name: passkeyNameField, response: registrationResponseSchema }),
  response: z.object({ passkey: passkeySchema }),
});

export const passkeyList = endpoint({
  ...ACCOUNT_CALLS.passkeyList,
  request: empty,
  response: z.object({ passkeys: z.array(passkeySchema) }),
});

export const passkeyRename = endpoint({
  ...ACCOUNT_CALLS.passkeyRename,
  request: z.object({ id: passkeyIdField, name: passkeyNameField }),
  response: z.object({}),
});

export const passkeyRemove = endpoint({
  ...ACCOUNT_CALLS.passkeyRemove,
  request: z.object({ id: passkeyIdField }),
  response: z.object({}),
});

/** Options for `navigator.credentials.get` with any passkey of this site (discoverable). */
export const loginPasskeyOptions = endpoint({
  ...ACCOUNT_CALLS.loginPasskeyOptions,
  request: empty,
  response: z.object({ options: webauthnOptionsSchema }),
});

/** A passkey's assertion starts a session, as login does (no second factor asked: decision 136). */
export const loginPasskeyVerify = endpoint({
  ...ACCOUNT_CALLS.loginPasskeyVerify,
  request: z.object({ response: authenticationResponseSchema }),
  response: sessionStart,
});
