import { useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isMailedCode } from "../ui/mailed-code-field";
import { callApi } from "./api";
import { useSubmit } from "./use-submit";

interface Options {
  /** The page's language: the code mail is written in it. */
  language: string;
  /** The form's own words for a failed call. */
  describe(failure: unknown): string;
  /** The account now has its address and password. */
  onDone(): void;
}

/**
 * An anonymous account takes an e-mail and a password in two steps (decision 149): a code goes
 * to the address (set_password/code), then the code proves it (set_password). My account's
 * "Keep your account" card and the payment-success page share this flow and differ only in look.
 */
export function useSetPasswordFlow({ language, describe, onDone }: Options) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSubmit();
  const save = useSubmit();

  const attempt = (submit: typeof send, call: () => Promise<void>) =>
    submit.run(async () => {
      setError(null);
      try {
        await call();
      } catch (failure) {
        setError(describe(failure));
      }
    });

  /** Mails a code to an address the form has already validated. */
  const requestCode = (address: string) =>
    attempt(send, async () => {
      await callApi(ACCOUNT_CALLS.setPasswordCode, { email: address, lang: language });
      setSentTo(address);
    });

  /** Sends the code with the password; false (nothing sent) while the code is not a mailed code's digits. */
  const confirm = (password: string): boolean => {
    if (sentTo === null || !isMailedCode(code)) return false;
    void attempt(save, async () => {
      await callApi(ACCOUNT_CALLS.setPassword, { email: sentTo, password, code: code.trim() });
      onDone();
    });
    return true;
  };

  const otherAddress = () => {
    setSentTo(null);
    setCode("");
    setError(null);
  };

  return {
    sentTo,
    code,
    setCode,
    error,
    setError,
    sending: send.busy,
    saving: save.busy,
    requestCode,
    confirm,
    otherAddress,
  };
}
