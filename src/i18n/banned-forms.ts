/**
 * The forms a locale's glossary bans (locales/<lang>/GLOSSARY.md): every backticked entry in the first
 * column of its tables. A plain entry is a word or phrase matched whole and without regard to case,
 * so `num` does not match "número"; an entry written `/…/` is a regular expression.
 */
export interface BannedForm {
  readonly form: string;
  readonly pattern: RegExp;
}

const LETTER = "[\\p{L}\\p{N}]";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function patternOf(entry: string): RegExp {
  if (entry.length > 2 && entry.startsWith("/") && entry.endsWith("/")) {
    return new RegExp(entry.slice(1, -1), "giu");
  }
  const phrase = escapeRegExp(entry).replace(/ +/g, "\\s+");
  return new RegExp(`(?<!${LETTER})${phrase}(?!${LETTER})`, "giu");
}

/** A table row's first cell; `\|` inside it is a literal bar (markdown's escape). */
function firstCell(row: string): string {
  const cells = row
    .trim()
    .replace(/^\|/, "")
    .split(/(?<!\\)\|/);
  return (cells[0] ?? "").replaceAll("\\|", "|");
}

export function bannedForms(glossary: string): BannedForm[] {
  return glossary
    .split("\n")
    .filter((line) => line.trim().startsWith("|") && !/^\|\s*-/.test(line.trim()))
    .flatMap((row) => [...firstCell(row).matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""))
    .filter((form) => form !== "")
    .map((form) => ({ form, pattern: patternOf(form) }));
}

/** Each banned form found in `text`, with the words it matched, e.g. `palavra-passe ("Palavra-passe")`. */
export function bannedFormsIn(text: string, forms: readonly BannedForm[]): string[] {
  return forms.flatMap(({ form, pattern }) => [...text.matchAll(pattern)].map((m) => `${form} (“${m[0]}”)`));
}
