import type { RecaptchaVersion } from "../../api/contract/endpoint";
import { SECOND_MS } from "../../shared/epoch";
import { randomToken, sha256Hex } from "../crypto";
import type { BackendContext } from "../handler";
import {
  DEV_TOKEN_PREFIX,
  DEV_TOKEN_TTL_SECONDS,
  RECAPTCHA_MIN_SCORE,
  recaptchaMode,
  SITEVERIFY_TIMEOUT_MS,
  SITEVERIFY_URL,
} from "./config";

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, "").toLowerCase();

async function verifyWithGoogle(
  secret: string,
  version: RecaptchaVersion,
  token: string,
  action: string,
  ctx: BackendContext,
): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (ctx.ip) form.set("remoteip", ctx.ip);
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    const answer = (await response.json()) as SiteverifyAnswer;
    if (answer.success !== true || answer.hostname?.toLowerCase() !== hostnameOf(ctx.host)) return false;
    return version === "v2" || ((answer.score ?? 0) >= RECAPTCHA_MIN_SCORE && answer.action === action);
  } catch (error) {
    console.warn("recaptcha: siteverify failed", error);
    return false;
  }
}

/** The stand-in's own tokens: each issued here, good once, for its version (and v3 action). */
async function verifyDevelopmentToken(
  db: D1Database,
  version: RecaptchaVersion,
  token: string,
  action: string,
  nowMs: number,
): Promise<boolean> {
  if (!token.startsWith(DEV_TOKEN_PREFIX)) return false;
  const now = nowMs;
  const spent = await db
    .prepare(
      `UPDATE recaptcha_dev_tokens SET used_at = ?1
        WHERE token_hash = ?2 AND used_at IS NULL AND created_at > ?3 AND version = ?4
          AND (version = 'v2' OR action = ?5)
        RETURNING token_hash`,
    )
    .bind(now, await sha256Hex(token), now - DEV_TOKEN_TTL_SECONDS * SECOND_MS, version, action)
    .first();
  return spent !== null;
}

export async function issueDevelopmentToken(
  db: D1Database,
  version: RecaptchaVersion,
  action: string,
  nowMs: number,
): Promise<string> {
  const token = DEV_TOKEN_PREFIX + randomToken();
  await db
    .prepare("INSERT INTO recaptcha_dev_tokens (token_hash, version, action, created_at) VALUES (?, ?, ?, ?)")
    .bind(await sha256Hex(token), version, action, nowMs)
    .run();
  return token;
}

/** Whether a recasign token is good for this call. Empty and forged tokens never are. */
export async function verifyRecaptcha(
  version: RecaptchaVersion,
  token: string,
  action: string,
  ctx: BackendContext,
): Promise<boolean> {
  if (token === "" || token.length > 4096) return false;
  const mode = recaptchaMode(ctx.env, ctx.environment);
  if (mode.kind === "google") return verifyWithGoogle(mode.secrets[version], version, token, action, ctx);
  if (mode.kind === "development")
    return verifyDevelopmentToken(ctx.env.DB, version, token, action, ctx.nowMs);
  return false;
}
