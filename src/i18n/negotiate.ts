import { type Locale, ROUTED_LANGUAGES } from "./languages";

interface Preference {
  tag: string;
  q: number;
  position: number;
}

/** Accept-Language as preferences, best first; q=0 ("not this") and malformed entries are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): Preference[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 50)
    .map((part, position) => {
      const [rawTag = "", ...rawParams] = part.trim().split(";");
      const qParam = rawParams.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: rawTag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, position };
    })
    .filter((p) => p.q > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(p.tag))
    .sort((a, b) => b.q - a.q || a.position - b.position);
}

/**
 * The routed language that best fits Accept-Language, or null. Preferences are tried in order;
 * within one preference an exact iso match (`fr-FR`) beats a base-language match (`fr`, `fr-CA`).
 */
export function negotiateLanguage(header: string | null | undefined): Locale | null {
  for (const { tag } of parseAcceptLanguage(header)) {
    const exact = ROUTED_LANGUAGES.find((l) => l.iso.toLowerCase() === tag);
    if (exact) return exact.code;
    const base = tag.split("-")[0];
    const byBase = ROUTED_LANGUAGES.find((l) => l.code === base);
    if (byBase) return byBase.code;
  }
  return null;
}
