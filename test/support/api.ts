import { env, SELF } from "cloudflare:test";
import {
  type Endpoint,
  RECAPTCHA_FIELD,
  type RecaptchaVersion,
  recaptchaAction,
  wirePath,
} from "../../src/api/contract";
import { DEV_TOKEN_PATH } from "../../src/backend/recaptcha/config";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";

/** A sandbox host (not a product domain): the development recaptcha stand-in is on here. */
export const SANDBOX_ORIGIN = "https://preview.vpnmaster.test";

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  origin?: string;
  /** Override the path (e.g. to call a recaptcha endpoint on its plain path). */
  path?: string;
  recasign?: string | null;
}

/** Calls the gateway as the site's own page would (same-origin fetch with the token cookie). */
export function callApi(endpoint: Endpoint, options: CallOptions = {}): Promise<Response> {
  const origin = options.origin ?? SANDBOX_ORIGIN;
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", ...options.headers };
  if (options.token) headers.Cookie = `${TOKEN_COOKIE.name}=${options.token}`;
  const path = options.path ?? wirePath(endpoint);
  if (endpoint.method === "GET") {
    const query = new URLSearchParams(
      Object.entries((options.body ?? {}) as Record<string, string>).map(([k, v]) => [k, String(v)]),
    );
    if (options.recasign) query.set(RECAPTCHA_FIELD, options.recasign);
    const search = query.toString();
    return SELF.fetch(`${origin}${path}${search ? `?${search}` : ""}`, { headers, redirect: "manual" });
  }
  let body: string;
  if (typeof options.body === "string") body = options.body;
  else {
    const payload = { ...((options.body ?? {}) as Record<string, unknown>) };
    if (options.recasign) payload[RECAPTCHA_FIELD] = options.recasign;
    body = JSON.stringify(payload);
  }
  return SELF.fetch(origin + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    redirect: "manual",
  });
}

/** A token from the development stand-in, as its script would get one. */
export async function devRecaptcha(version: RecaptchaVersion, endpoint?: Endpoint): Promise<string> {
  const response = await SELF.fetch(SANDBOX_ORIGIN + DEV_TOKEN_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ version, action: endpoint ? recaptchaAction(endpoint.path) : "" }),
  });
  if (!response.ok) throw new Error(`stand-in refused: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The token the gateway put into the HttpOnly cookie of a response. */
export function tokenCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`));
  if (!cookie) return null;
  return decodeURIComponent(cookie.slice(TOKEN_COOKIE.name.length + 1).split(";")[0] ?? "");
}

export async function json<T = { code: number; message: string; data: unknown }>(
  response: Response,
): Promise<T> {
  return (await response.json()) as T;
}

/** Empties every table the account tests touch (counters included), between tests. */
export async function resetAccounts(): Promise<void> {
  await env.DB.batch(
    [
      "email_changes",
      "referrals",
      "passkeys",
      "webauthn_challenges",
      "invite_codes",
      "two_factor_challenges",
      "two_factor_recovery_codes",
      "two_factor",
      "email_case_duplicates",
      "bound_ips",
      "session_browsers",
      "devices",
      "verifications",
      "outbox",
      "sessions",
      "rate_limits",
      "recaptcha_dev_tokens",
      "users",
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
}

/** Signs up anonymously through the gateway and returns the session token from the cookie. */
export async function signUp(ip = "198.51.100.1"): Promise<string> {
  const { anonymousSignup } = await import("../../src/api/contract/account");
  const response = await callApi(anonymousSignup, {
    recasign: await devRecaptcha("v3", anonymousSignup),
    headers: { "CF-Connecting-IP": ip },
  });
  const token = tokenCookieOf(response);
  if (response.status !== 200 || !token) throw new Error(`signup failed: ${response.status}`);
  return token;
}

/** The code in the newest mail to an address, as the reader of that mailbox sees it. */
export async function mailedCode(address: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT body FROM outbox WHERE lower(to_address) = lower(trim(?)) ORDER BY id DESC LIMIT 1",
  )
    .bind(address)
    .first<{ body: string }>();
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

/**
 * Gives an anonymous account its e-mail and password, proving the address with the mailed code,
 * and returns the session that replaces the anonymous one (set_password rotates the token).
 */
export async function setPasswordOf(
  token: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { setPassword, setPasswordCode } = await import("../../src/api/contract/account");
  const asked = await callApi(setPasswordCode, { token, body: { email }, headers });
  if (asked.status !== 200) throw new Error(`set_password/code failed: ${asked.status}`);
  const code = await mailedCode(email);
  const response = await callApi(setPassword, { token, body: { email, password, code }, headers });
  const renewed = tokenCookieOf(response);
  if (response.status !== 200 || !renewed) throw new Error(`set_password failed: ${response.status}`);
  return renewed;
}
