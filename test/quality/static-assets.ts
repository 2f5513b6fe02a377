import { ASSETS } from "../../src/pages/assets";
import type { Check } from "./check";

/**
 * What every static file must carry (public/_headers): the worker's own responses get the same
 * from the security-headers middleware, but the assets binding serves files without the worker.
 */
export const STATIC_ASSET_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

/** Files of the build that are not for visitors: the manifest and the asset metafiles. */
export const UNSERVED_PATHS = ["/.vite/manifest.json", "/_headers", "/.assetsignore"] as const;

/** A sample of what the site serves from its assets: bundles, images, the build id. */
const SERVED_PATHS = [
  ASSETS.styles,
  ASSETS.entry,
  "/favicon.svg",
  "/media/vpn-master-logo.svg",
  "/flags/US.svg",
];

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Cloudflare's `_headers` format: a URL pattern on its own line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" belongs to no URL pattern`);
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers the rules give a path (a `*` matches anything, as Cloudflare's splat does). */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const matching = rules.filter(({ pattern }) => {
    const source = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${source.join(".*")}$`).test(path);
  });
  return Object.assign({}, ...matching.map((rule) => rule.headers));
}

/** "name: got x, want y" for each required header a response lacks. */
export function missingStaticHeaders(headers: Headers | Record<string, string>): string[] {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
  return Object.entries(STATIC_ASSET_HEADERS)
    .filter(([name, want]) => get(name) !== want)
    .map(([name, want]) => `${name}: got ${get(name) ?? "nothing"}, want ${want}`);
}

/** The gate: served files carry the headers; the manifest and metafiles are not served. */
export const staticAssets: Check = async ({ baseUrl }) => {
  const problems: string[] = [];
  for (const path of SERVED_PATHS) {
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer();
    if (response.status !== 200) problems.push(`${path}: status ${response.status}, want 200`);
    for (const missing of missingStaticHeaders(response.headers)) problems.push(`${path}: ${missing}`);
  }
  for (const path of UNSERVED_PATHS) {
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer();
    if (response.status !== 404)
      problems.push(`${path}: status ${response.status}, want 404 (not a public file)`);
  }
  const checked = SERVED_PATHS.length + UNSERVED_PATHS.length;
  return { ok: problems.length === 0, summary: `${checked} static paths checked`, problems };
};
