import type { Bindings } from "../../env";

/** Where Access's keys are and what its tokens for the console must say. */
export interface AccessConfig {
  /** `https://<team>.cloudflareaccess.com`: the tokens' `iss`. */
  issuer: string;
  /** The team's JWKS. */
  certsUrl: URL;
  /** The Access application's AUD tag: the tokens' `aud`. */
  audience: string;
}

export type AccessVars = Pick<Bindings, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD">;

/**
 * The team domain as written in the dashboard (`team.cloudflareaccess.com`, with or without
 * `https://`), or the bare team name; null for anything that is no host name.
 */
function teamOrigin(value: string): string | null {
  const text = value
    .trim()
    .replace(/^https:\/\//i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  const host = text.includes(".") ? text : `${text}.cloudflareaccess.com`;
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(host)
    ? `https://${host}`
    : null;
}

/** The Access settings, or null when either var is unset or unusable (the console is then closed). */
export function accessConfig(env: Partial<AccessVars>): AccessConfig | null {
  const issuer = teamOrigin(env.ACCESS_TEAM_DOMAIN ?? "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (!issuer || !audience) return null;
  return { issuer, certsUrl: new URL("/cdn-cgi/access/certs", issuer), audience };
}
