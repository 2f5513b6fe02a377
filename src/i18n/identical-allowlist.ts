/**
 * Message keys whose value may equal the English one without being untranslated: brand names,
 * and words a language spells the same (country names, "Blog", "Menu"). `*` ends a key prefix;
 * the `all` list applies to every locale.
 */
export const IDENTICAL_ALLOWED: Record<string, readonly string[]> = {
  all: [
    "common.brand",
    "common.ok",
    "location.countries.*",
    // A comma is a comma in most scripts; the AS number template is notation, not words.
    "what-is-my-ip.placeSeparator",
    "what-is-my-ip.networkValue",
    // Browser names are brands.
    ...["chrome", "firefox", "safari", "edge", "brave"].map((b) => `webrtc-leak-test.fix.browsers.${b}.name`),
  ],
  es: ["header.nav.blog", "footer.links.blog"],
  fr: ["header.nav.blog", "footer.links.blog", "header.menu", "location.regions.europe"],
  // Italian uses the English word for a password.
  it: ["account.password"],
};

export function identicalIsAllowed(locale: string, key: string): boolean {
  return [...(IDENTICAL_ALLOWED.all ?? []), ...(IDENTICAL_ALLOWED[locale] ?? [])].some((pattern) =>
    pattern.endsWith("*") ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}
