import * as z from "zod";

/**
 * The browser's WebAuthn answers as JSON (`@simplewebauthn/browser` makes them), checked only for
 * shape here: the signatures, challenge and origin are the backend's verifier's to check
 * (src/backend/account/passkeys/webauthn.ts, decision 175). Loose objects keep fields a newer
 * browser adds (the verifier reads what it knows).
 */
const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);
const bounded = (max: number) => base64url.max(max);

export const registrationResponseSchema = z.object({
  id: bounded(1366),
  rawId: bounded(1366),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: bounded(4096),
    attestationObject: bounded(16384),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export const authenticationResponseSchema = z.object({
  id: bounded(1366),
  rawId: bounded(1366),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: bounded(4096),
    authenticatorData: bounded(4096),
    signature: bounded(1024),
    userHandle: bounded(128).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** Options for `navigator.credentials.create|get`, as JSON; the browser library reads them whole. */
export const webauthnOptionsSchema = z.looseObject({ challenge: base64url });
