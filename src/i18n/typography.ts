import { LANGUAGES, type LanguageCode } from "./languages";

/**
 * The typography every message is held to (decision 148), per language: its quotation marks, the
 * typographic apostrophe and ellipsis, French spacing, Arabic punctuation. Only prose is judged:
 * placeholders (`{{x}}`), HTML tags, URLs and e-mail addresses are taken out first.
 */

/** Quotation marks that are not the language's own ( ’ is the apostrophe, so it is never judged). */
const FOREIGN_QUOTES: Record<LanguageCode, RegExp> = {
  en: /[„«»「」‚]/,
  ar: /[“”„「」‚]/,
  de: /[”«»「」‚]/,
  es: /[“”„「」‚]/,
  fr: /[“”„「」‚]/,
  it: /[“”„「」‚]/,
  ja: /[“”„«»‚]/,
  nl: /[„«»「」‚]/,
  pl: /[“«»「」‚]/,
  pt: /[„«»「」‚]/,
  ru: /[”「」‚]/,
  fa: /[“”„「」‚]/,
  hi: /[„«»「」‚]/,
  id: /[„«»「」‚]/,
  ms: /[„«»「」‚]/,
  th: /[„«»「」‚]/,
  tr: /[„«»「」‚]/,
  uk: /[”「」‚]/,
};

/** Prose of a message: what a reader sees as words, with the markup replaced by a word joiner. */
export function proseOf(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, "\u2060")
    .replace(/<[^>]*>/g, "\u2060")
    .replace(/https?:\/\/[^\s<"»”“]+/g, "\u2060")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "\u2060");
}

type Rule = { name: string; applies: (locale: LanguageCode) => boolean; broken: RegExp };

const everywhere = () => true;

export const TYPOGRAPHY_RULES: readonly Rule[] = [
  { name: "straight double quote", applies: everywhere, broken: /"/ },
  { name: "straight apostrophe (’)", applies: everywhere, broken: /'/ },
  { name: "three dots (…)", applies: everywhere, broken: /\.\.\./ },
  { name: "double space", applies: everywhere, broken: / {2}/ },
  { name: "space before a comma or full stop", applies: everywhere, broken: /[ \u00a0][,.](?!\d)/ },
  {
    name: "French: ; : ! ? » and after « take a narrow no-break space",
    applies: (locale) => locale === "fr",
    broken: /[ \u00a0][;:!?»]|«[ \u00a0]|[^\s\u202f\u2060(\d][;!?»]|«[^\s\u202f]/,
  },
  {
    name: "Arabic: ، ؛ ؟ after Arabic words",
    applies: (locale) => locale === "ar" || locale === "fa",
    broken: /\p{Script=Arabic}[\u064B-\u065F]*\s?[,;?]/u,
  },
];

/**
 * Left-to-right tokens (an e-mail address, an IP) inside right-to-left prose: each sits between
 * FSI (U+2068) and PDI (U+2069), the plain-text `<bdi>`, so its dots and @ never reorder the
 * sentence around it, in the page and in the mails alike.
 */
const LTR_TOKEN_PARAMS = /\{\{(?:email|supportEmail|privacyEmail|legalEmail|ip|addresses)\}\}/g;
const LTR_EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(
  LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code),
);

export const BIDI_RULE = "right-to-left: e-mail addresses and IPs are isolated (U+2068 … U+2069)";

function hasBareLtrToken(text: string): boolean {
  for (const pattern of [LTR_TOKEN_PARAMS, LTR_EMAILS]) {
    for (const match of text.matchAll(pattern)) {
      const before = text[match.index - 1];
      const after = text[match.index + match[0].length];
      if (before !== "\u2068" || after !== "\u2069") return true;
    }
  }
  return false;
}

/** The names of the rules `text` breaks in `locale`'s typography; none for a clean message. */
export function typographyIssues(locale: LanguageCode, text: string): string[] {
  const prose = proseOf(text);
  const issues = TYPOGRAPHY_RULES.filter((rule) => rule.applies(locale) && rule.broken.test(prose)).map(
    (rule) => rule.name,
  );
  if (FOREIGN_QUOTES[locale].test(prose)) issues.push("quotation marks of another language");
  if (RIGHT_TO_LEFT.has(locale) && hasBareLtrToken(text)) issues.push(BIDI_RULE);
  return issues;
}
