/** A passkey's name as the account shows it ("Work laptop"): the form and the API share the rule. */
export const PASSKEY_NAME_MIN_LENGTH = 1;
export const PASSKEY_NAME_MAX_LENGTH = 64;

// Control characters (C0, DEL, C1) would break the list's layout and the confirm dialog's sentence.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

export function isValidPasskeyName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length < PASSKEY_NAME_MIN_LENGTH || trimmed.length > PASSKEY_NAME_MAX_LENGTH) return false;
  for (let i = 0; i < trimmed.length; i++) if (isControl(trimmed.charCodeAt(i))) return false;
  return true;
}
