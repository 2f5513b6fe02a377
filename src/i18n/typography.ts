import type { Locale } from "./languages";

/**
 * The typography every message is held to (decision 148), per language: its quotation marks, the
 * typographic apostrophe and ellipsis, French spacing, Arabic punctuation. Only prose is judged:
 * placeholders (`{{x}}`), HTML tags, URLs and e-mail addresses are taken out first.
 */

/** Quotation marks that are not the language's own ( ’ is the apostrophe, so it is never judged). */
const FOREIGN_QUOTES: Record<Locale, RegExp> = {
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
};

/** Prose of a message: what a reader sees as words, with the markup replaced by a word joiner. */
export function proseOf(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, "\u2060")
    .replace(/<[^>]*>/g, "\u2060")
    .replace(/https?:\/\/[^\s<"»”“]+/g, "\u2060")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "\u2060");
}

type Rule = { name: string; applies: (locale: Locale) => boolean; broken: RegExp };

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
    applies: (locale) => locale === "ar",
    broken: /\p{Script=Arabic}[\u064B-\u065F]*\s?[,;?]/u,
  },
];

/** The names of the rules `text` breaks in `locale`'s typography; none for a clean message. */
export function typographyIssues(locale: Locale, text: string): string[] {
  const prose = proseOf(text);
  const issues = TYPOGRAPHY_RULES.filter((rule) => rule.applies(locale) && rule.broken.test(prose)).map(
    (rule) => rule.name,
  );
  if (FOREIGN_QUOTES[locale].test(prose)) issues.push("quotation marks of another language");
  return issues;
}
