import * as z from "../../shared/zod";

/**
 * The browser's WebAuthn answers as JSON (`@simplewebauthn/browser` makes them), checked only for
 * shape here: the signatures, challenge and origin are the backend's verifier's to check
 * (src/backend/account/passkeys/webauthn.ts, decision 175). Loose objects keep fields a newer
 * browser adds (the verifier reads what it knows).
 */
const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]*$/));
const bounded = (max: number) => base64url.check(z.maxLength(max));

export const registrationResponseSchema = z.object({
  id: bounded(1366),
  rawId: bounded(1366),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: bounded(4096),
    attestationObject: bounded(16384),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
  clientExtensionResults: z._default(z.looseObject({}), {}),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
});

export const authenticationResponseSchema = z.object({
  id: bounded(1366),
  rawId: bounded(1366),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: bounded(4096),
    authenticatorData: bounded(4096),
    signature: bounded(1024),
    userHandle: z.optional(bounded(128)),
  }),
  clientExtensionResults: z._default(z.looseObject({}), {}),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
});

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** Options for `navigator.credentials.create|get`, as JSON; the browser library reads them whole. */
export const webauthnOptionsSchema = z.looseObject({ challenge: base64url });
