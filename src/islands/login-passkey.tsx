import { useEffect, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { callApi } from "./lib/api";
import { errorText } from "./lib/errors";
import type { T } from "./lib/texts";
import { useSubmit } from "./lib/use-submit";
import { assertPasskey, passkeysSupported } from "./lib/webauthn";
import { BusyButton } from "./ui/busy-button";

type Options = Record<string, unknown> & { challenge: string };

/** "Sign in with a passkey": shown only where the browser has WebAuthn (known after hydration). */
export function LoginPasskey({
  t,
  onSignedIn,
  onError,
}: {
  t: T;
  onSignedIn: () => void;
  onError: (text: string | null) => void;
}) {
  const [supported, setSupported] = useState(false);
  const signIn = useSubmit();
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;

  const run = () =>
    signIn.run(async () => {
      onError(null);
      try {
        const { options } = await callApi<{ options: Options }>(ACCOUNT_CALLS.loginPasskeyOptions, {});
        const response = await assertPasskey(options);
        await callApi(ACCOUNT_CALLS.loginPasskeyVerify, { response });
        onSignedIn();
      } catch (failure) {
        onError(errorText(failure, t));
      }
    });

  return (
    <BusyButton
      type="button"
      className="button button--secondary form__submit"
      onClick={() => void run()}
      busy={signIn.busy}
    >
      {t("login.passkey")}
    </BusyButton>
  );
}
