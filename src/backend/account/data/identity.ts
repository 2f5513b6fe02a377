import { API_ERRORS, type ApiError } from "../../../api/codes";
import type { BackendContext } from "../../handler";
import { verifyPassword } from "../password";
import { spendSecondFactor } from "../two-factor/second-factor";
import { enabledTwoFactorOf } from "../two-factor/store";
import type { UserRow } from "../users";

export interface IdentityProof {
  password: string;
  /** A TOTP or recovery code; needed only when two-factor sign-in is on. */
  code?: string | undefined;
}

/**
 * Proves that the signed-in person is the account's owner before a change a stolen session must
 * not make (a new e-mail, deletion): the password, plus a second factor when 2FA is on. The one
 * place a passkey-only account will get its own proof (a WebAuthn assertion instead of the
 * password); until then an account without a password cannot make these changes.
 */
export async function proveIdentity(
  ctx: Pick<BackendContext, "env" | "environment" | "nowMs">,
  user: UserRow,
  proof: IdentityProof,
): Promise<ApiError | null> {
  if (!user.email || !user.password_hash) return API_ERRORS.needsPassword;
  if (!(await verifyPassword(proof.password, user.password_hash))) return API_ERRORS.wrongPassword;
  const twoFactor = await enabledTwoFactorOf(ctx.env.DB, user.id);
  if (!twoFactor) return null;
  if (!proof.code) return API_ERRORS.secondFactorRequired;
  const spent = await spendSecondFactor(ctx, twoFactor, proof.code);
  return spent === "spent" ? null : spent;
}
