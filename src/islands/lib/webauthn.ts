/**
 * The browser's side of passkeys. `@simplewebauthn/browser` is imported only when a passkey button
 * is pressed, so no page pays for it on its first visit (decision 135).
 */

/** Whether this browser can make and use passkeys at all; without it the buttons stay hidden. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The person closed the browser's prompt, or it timed out: not an error worth a red message. */
export class PasskeyCancelled extends Error {
  constructor() {
    super("passkey cancelled");
    this.name = "PasskeyCancelled";
  }
}

/** The authenticator already holds a passkey of this account (the excluded list matched). */
export class PasskeyExists extends Error {
  constructor() {
    super("passkey exists");
    this.name = "PasskeyExists";
  }
}

/** Runs a browser ceremony with its refusals turned into the errors the islands tell apart. */
async function ceremony<R>(run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (failure) {
    const name = failure instanceof Error ? failure.name : "";
    if (name === "NotAllowedError" || name === "AbortError") throw new PasskeyCancelled();
    if (name === "InvalidStateError") throw new PasskeyExists();
    throw failure;
  }
}

type Options = Record<string, unknown> & { challenge: string };

export async function createPasskey(options: Options): Promise<unknown> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return ceremony(() => startRegistration({ optionsJSON: options as never }));
}

export async function assertPasskey(options: Options): Promise<unknown> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return ceremony(() => startAuthentication({ optionsJSON: options as never }));
}
