/**
 * The words around a number a parameter put into a message, written as a native writes them
 * (issue 22). A translator writes "il {{date}}" without knowing the date; Intl then writes the day
 * as a bare numeral, so the sentence reads "il 8 marzo", "dal 11 aprile", "il 1 maggio" or "le 1
 * mars" where a native writes "l’8 marzo", "dall’11 aprile", "il 1º maggio" and "le 1er mars"
 * (and Brazilian Portuguese "1º de março").
 *
 * Why after interpolation, on the filled sentence: the translator's string stays the natural
 * "il {{date}}" in every message, the rule sees the article and the number side by side
 * wherever they came from ({{date}}, {{from}}/{{to}}, {{percent}}: "il 83%" is the same fault), and
 * the server's translator (pages and mails) and the islands' apply the one function. Passing dates
 * that carry their own article would instead need one parameter per preposition and every
 * message rewritten, and would leave percentages wrong. Decision 180.
 *
 * Pure and browser-safe (no lookbehind, which older Safari cannot parse): islands import it.
 */

/** Italian articles and articulated prepositions with "il" that elide before a vowel. */
const ITALIAN_ARTICLE_BEFORE_NUMBER =
  /(^|[^\p{L}\p{N}’'])(il|del|al|dal|nel|sul)[ \u00a0](\d{1,3}(?:\.\d{3})+|\d+)(?![\dº°])/giu;

/** How a day 1 is written in a date, where it is not a bare "1". */
const FIRST_OF_MONTH: Readonly<Record<string, string>> = { it: "1º", fr: "1er", pt: "1º" };

/** The Italian reading of a number (digits, "." grouping) starts with a vowel: uno, otto, undici, ottanta, ottocento, ottomila, un milione. */
export function italianReadingStartsWithVowel(n: number): boolean {
  for (const scale of [1e9, 1e6]) {
    // "un miliardo", "un milione"; "otto milioni".
    if (n >= scale)
      return Math.floor(n / scale) === 1 || italianReadingStartsWithVowel(Math.floor(n / scale));
  }
  // "mille" but "ottomila", "undicimila".
  if (n >= 1000) return n >= 2000 && italianReadingStartsWithVowel(Math.floor(n / 1000));
  if (n >= 100) return Math.floor(n / 100) === 8;
  return n === 1 || n === 8 || n === 11 || (n >= 80 && n <= 89);
}

/** "il" → "l’", "Dal" → "Dall’": the elided form keeps the word's capital. */
function elided(article: string): string {
  const lower = article.toLowerCase();
  const form = lower === "il" ? "l’" : `${lower}l’`;
  const capital = article[0] !== article[0]?.toLowerCase();
  return capital ? `${form[0]?.toUpperCase()}${form.slice(1)}` : form;
}

function elideItalian(text: string): string {
  return text.replace(
    ITALIAN_ARTICLE_BEFORE_NUMBER,
    (whole, before: string, article: string, digits: string) =>
      italianReadingStartsWithVowel(Number(digits.replaceAll(".", "")))
        ? `${before}${elided(article)}${digits}`
        : whole,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const firstDayPatterns = new Map<string, RegExp>();

/**
 * A bare "1" that is the day of a date as this codebase's formatters write it (dateStyle long and
 * medium, and long months with a time): the month names are Intl's own, so they match its output.
 */
function firstDayPattern(intl: string): RegExp {
  let pattern = firstDayPatterns.get(intl);
  if (!pattern) {
    const months = new Set<string>();
    // What Intl writes between the day and the month: a space, or " de " in Portuguese.
    const joins = new Set<string>();
    for (const dateStyle of ["long", "medium"] as const) {
      const format = new Intl.DateTimeFormat(intl, { dateStyle, timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        const parts = format.formatToParts(Date.UTC(2026, month, 1));
        const at = parts.findIndex((part) => part.type === "month");
        const name = parts[at];
        if (name) months.add(escapeRegExp(name.value));
        const join = parts[at - 1];
        if (join?.type === "literal" && parts[at - 2]?.type === "day") joins.add(escapeRegExp(join.value));
      }
    }
    const names = [...months].sort((a, b) => b.length - a.length).join("|");
    const between = [...joins].map((join) => join.replace(/[ \u00a0\u202f]/g, "[ \\u00a0\\u202f]")).join("|");
    pattern = new RegExp(`(^|[^\\p{N}.,])1(?=(?:${between})(?:${names})(?![\\p{L}]))`, "gu");
    firstDayPatterns.set(intl, pattern);
  }
  return pattern;
}

/**
 * `text`, a message with its parameters filled in, with the numerals' surroundings corrected for
 * the language of `intl`: the first of the month as an ordinal (it and pt "1º", fr "1er"), then Italian
 * elision before a number read with a vowel ("il 8" → "l’8", "del 11" → "dell’11", "al 80%" →
 * "all’80%"). Other languages, and text without a digit, come back unchanged.
 */
export function spellAroundNumerals(text: string, intl: string): string {
  if (!/\d/.test(text)) return text;
  const language = intl.split("-")[0] ?? intl;
  const first = FIRST_OF_MONTH[language];
  const ordered = first
    ? text.replace(firstDayPattern(intl), (_, before: string) => `${before}${first}`)
    : text;
  return language === "it" ? elideItalian(ordered) : ordered;
}
