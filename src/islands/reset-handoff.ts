/**
 * The forgot-password page hands the verified address and its short-lived verify token to the
 * reset page through session storage (this tab only, gone when it closes). Not the session token.
 */
export const RESET_HANDOFF_KEY = "reset_password";

export interface ResetHandoff {
  email: string;
  verify_token: string;
}
