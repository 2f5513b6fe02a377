import { ASSETS, PLAIN_SCRIPT_URLS } from "../../src/pages/assets";

/**
 * House rule (decision 060): a content page loads no React and no program but the small plain
 * scripts, every one of them by name from the client build's manifest (PLAIN_SCRIPT_URLS). On a
 * page without enhancements of its own that leaves instant navigation alone.
 */
export const ONLY_INSTANT_NAVIGATION: readonly string[] = [ASSETS.instantNavigation];

/** Script elements that are data, not programs: structured data and speculation rules. */
const DATA_TYPES = /^(application\/ld\+json|speculationrules)$/;

/** The programs an HTML page carries: each script element's src, or `inline` for inline code. */
export function programsIn(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !DATA_TYPES.test(/\btype="([^"]*)"/.exec(attributes)?.[1] ?? ""))
    .map((attributes) => /\bsrc="([^"]*)"/.exec(attributes)?.[1] ?? "inline");
}

/** The scripts among these (paths or URLs) that are not one of the small plain scripts. */
export function unexpectedScripts(scripts: readonly string[]): string[] {
  return scripts.filter((script) => !PLAIN_SCRIPT_URLS.includes(script.replace(/^https?:\/\/[^/]+/, "")));
}
