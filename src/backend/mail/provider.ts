import type { Bindings } from "../../env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const MAIL_TIMEOUT_MS = 10_000;

/**
 * The production mail adapter: an HTTP API that takes `{from, to, subject, text}` as JSON with a
 * bearer key (the shape of Resend, Postmark's and most transactional mail APIs), configured by the
 * secrets MAIL_API_URL, MAIL_API_KEY and MAIL_FROM. Null when they are not all set.
 */
export function mailProvider(
  env: Bindings,
  send: typeof fetch = (input, init) => fetch(input, init),
): ((mail: Mail) => Promise<string>) | null {
  const url = env.MAIL_API_URL?.trim();
  const key = env.MAIL_API_KEY?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!url || !key || !from) return null;
  return async (mail) => {
    const response = await send(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, to: mail.to, subject: mail.subject, text: mail.text }),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    return `${response.status}`;
  };
}
