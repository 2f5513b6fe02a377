import rosetta from "rosetta";
import { getOrCreate } from "../shared/get-or-create";
import { withCatalogueFacts } from "./catalogue-facts";
import { countedKey, localizedNumbers } from "./counted-message";
import { DEFAULT_LOCALE, type Locale, languageOf } from "./languages";
import { readMessageFile } from "./message-files";
import type { CheckedKey, KeysIn } from "./message-keys";
import type { MessageTree } from "./message-tree";
import { spellAroundNumerals } from "./numeral-orthography";

export type { MessageTree };
export type Messages = Record<string, MessageTree>;
/**
 * A translator: a literal key English lacks fails the type check (`CheckedKey`). A scoped one
 * (`Translate<"billing">`) takes keys relative to its scope.
 */
export type Translate<Scope extends string = ""> = <K extends string>(
  key: CheckedKey<K, KeysIn<Scope>>,
  params?: Record<string, string | number>,
) => string;

/** Spec section 9: a message path is at most three segments ({lang}/{section}/{page}). */
export const MAX_MESSAGE_PATH_DEPTH = 3;

const NAMESPACE_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function isValidNamespace(namespace: string): boolean {
  return NAMESPACE_PATTERN.test(namespace) && namespace.split("/").length + 1 <= MAX_MESSAGE_PATH_DEPTH;
}

const cache = new Map<string, Promise<MessageTree | null>>();

async function importNamespace(locale: Locale, namespace: string): Promise<MessageTree | null> {
  if (!isValidNamespace(namespace)) {
    console.warn(`messages: rejected namespace path ${locale}/${namespace}`);
    return null;
  }
  try {
    const tree = await readMessageFile(locale, namespace);
    if (!tree) console.warn(`messages: missing namespace ${locale}/${namespace}`);
    return tree;
  } catch (error) {
    // A failed read is not remembered: the next request tries again.
    cache.delete(`${locale}/${namespace}`);
    console.warn(`messages: ${locale}/${namespace} could not be read: ${String(error)}`);
    return null;
  }
}

/** One namespace of one locale, loaded once per isolate; null when it does not exist. */
export function loadNamespace(locale: Locale, namespace: string): Promise<MessageTree | null> {
  const key = `${locale}/${namespace}`;
  return getOrCreate(cache, key, () => importNamespace(locale, namespace));
}

function merge(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return out;
}

const NO_TREE: MessageTree = {};
// Keyed by the loaded trees themselves, which live as long as the isolate's namespace cache: a
// namespace read again (after a failed read) is merged again, and nothing stale is kept.
const laidOverTrees = new WeakMap<MessageTree, WeakMap<MessageTree, MessageTree>>();

/** A locale's tree laid over the English one, merged once per isolate rather than per render. */
function laidOver(english: MessageTree | null, own: MessageTree | null): MessageTree {
  const base = english ?? NO_TREE;
  const over = own ?? NO_TREE;
  const byOwn = getOrCreate(laidOverTrees, base, () => new WeakMap<MessageTree, MessageTree>());
  return getOrCreate(byOwn, over, () => merge(base, over));
}

/**
 * The namespaces a page needs in its locale, each laid over the English set so a missing key or
 * file falls back to English (spec section 4) instead of failing the page.
 */
export async function loadMessages(locale: Locale, namespaces: readonly string[]): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const [english, own] = await Promise.all([
        loadNamespace(DEFAULT_LOCALE, namespace),
        locale === DEFAULT_LOCALE ? null : loadNamespace(locale, namespace),
      ]);
      return [namespace, laidOver(english, own)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A translate function over loaded messages: `t("home.title")`, `{{name}}` interpolation, and
 * counted messages (decision 095): with a numeric `count` the key's CLDR plural form is chosen,
 * `t("pricing.trial.title", { count: 7 })` → `pricing.trial.title_other` in English, `_few` in
 * Polish, and the message's numbers are written in the locale's digits. A message that states a
 * catalogue fact gets its count from `catalogue-facts.ts` (decision 147). A filled message gets the
 * words around its numbers right ("il {{date}}" → "l’8 marzo", "le 1er mars"; decision 180).
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const i18n = rosetta<Messages>({ [locale]: messages });
  i18n.locale(locale);
  const intl = languageOf(locale).intl;
  const lookup = (key: string, params?: Record<string, string | number>) => {
    const text: unknown = i18n.t(key, params);
    if (typeof text !== "string") return "";
    return params ? spellAroundNumerals(text, intl) : text;
  };
  const has = (key: string) => lookup(key) !== "";
  const translate: Translate = (key, given) => {
    const params = withCatalogueFacts(key, given, translate);
    const count = params?.count;
    const text =
      typeof count === "number" && params
        ? lookup(countedKey(key, count, intl, has), localizedNumbers(params, intl))
        : lookup(key, params);
    if (text === "") console.warn(`messages: no text for ${locale}:${key}`);
    return text === "" ? key : text;
  };
  return translate;
}

/** The texts of the given keys, flat: all an island carries to the browser of the messages. */
export function pickMessages(t: Translate, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/** A translator over `namespaces` in `locale`, for code outside a page (mails, provider-facing names). */
export async function loadTranslator(locale: Locale, namespaces: readonly string[]): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale, namespaces));
}

/**
 * A translator over one subtree of a namespace, keys relative to it:
 * `(await scopedTranslator("de", "myaccount", "secure.mail"))("codeSubject")`.
 */
export async function scopedTranslator<const N extends string, const S extends string = "">(
  locale: Locale,
  namespace: N,
  subtree?: S,
): Promise<Translate<S extends "" ? N : `${N}.${S}`>> {
  const t = await loadTranslator(locale, [namespace]);
  const prefix = subtree ? `${namespace}.${subtree}.` : `${namespace}.`;
  return (key, params) => {
    const full: string = `${prefix}${key}`;
    return t(full, params);
  };
}
