import { getOrCreate } from "../shared/get-or-create";

/**
 * Counted messages (decision 095): a message that shows a count has one key per CLDR plural
 * category of its locale, `trialDays_one`, `trialDays_few`, … and `trialDays_other`, and is
 * looked up with `{ count }`. The category comes from Intl.PluralRules of the page's locale, so
 * Arabic gets its dual and Polish and Russian their few/many forms. Pure and browser-safe: the
 * server translator and the islands share it.
 */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join("|")})$`);

/** `pricing.trialDays_few` → `{ base: "pricing.trialDays", category: "few" }`; null for other keys. */
export function pluralSuffix(key: string): { base: string; category: PluralCategory } | null {
  const match = SUFFIX.exec(key);
  if (!match) return null;
  return { base: key.slice(0, match.index), category: match[1] as PluralCategory };
}

// Building rules and formats costs far more than using them: one of each per locale per isolate.
const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

export function pluralRulesOf(intl: string): Intl.PluralRules {
  return getOrCreate(rules, intl, () => new Intl.PluralRules(intl));
}

/** The categories a counted message needs in this locale (ja: other; ar: all six). */
export function categoriesOf(intl: string): PluralCategory[] {
  const needed = new Set(pluralRulesOf(intl).resolvedOptions().pluralCategories);
  return PLURAL_CATEGORIES.filter((category) => needed.has(category));
}

/**
 * The key of the form for `count`: `_other` when the locale's own form is missing, and the key
 * itself for a message without plural forms, so one set of parameters can serve a whole list of
 * messages of which only some count.
 */
export function countedKey(key: string, count: number, intl: string, has: (key: string) => boolean): string {
  const own = `${key}_${pluralRulesOf(intl).select(count)}`;
  if (has(own)) return own;
  return has(`${key}_other`) ? `${key}_other` : key;
}

/** The parameters with every number in the locale's digits and grouping ("1 000", "٢"). */
export function localizedNumbers(
  params: Record<string, string | number>,
  intl: string,
): Record<string, string | number> {
  const format = getOrCreate(numbers, intl, () => new Intl.NumberFormat(intl));
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = typeof value === "number" ? format.format(value) : value;
  }
  return out;
}
