import type { Locale } from "../i18n/languages";
import type { BlogFiles } from "./asset-reader";
import type { BlogArticle, BlogBody, BlogLocaleData, SearchableEntry } from "./types";

/** Bodies kept per isolate: the most recently read, so 10,000 articles do not fill its memory. */
export const BODY_MEMO_SIZE = 200;

export interface BlogStore {
  /** One locale's list entries, newest first; an empty blog when its file is missing. */
  loadBlog(locale: Locale): Promise<BlogLocaleData>;
  /** The entries with their body's text, for the search. */
  loadSearchable(locale: Locale): Promise<SearchableEntry[]>;
  /** One article with its body; null (a 404) when the index or its body has none. */
  loadArticle(locale: Locale, unikey: string): Promise<BlogArticle | null>;
}

/**
 * Reads the blog files once per isolate. A missing file is logged and reads as an empty blog (or
 * a missing article), never an error page; a failed read is logged too but not memoised, so the
 * next request tries again.
 */
export function createBlogStore(files: () => BlogFiles): BlogStore {
  const indexes = new Map<Locale, Promise<BlogLocaleData>>();
  const searchables = new Map<Locale, Promise<SearchableEntry[]>>();
  const bodies = new Map<string, Promise<BlogBody | null>>();

  function memo<K, V>(cache: Map<K, Promise<V>>, key: K, load: (forget: () => void) => Promise<V>) {
    let pending = cache.get(key);
    if (!pending) {
      pending = load(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  }

  async function readOr<T>(what: string, read: () => Promise<T | null>, missing: T, forget: () => void) {
    try {
      const value = await read();
      if (value !== null) return value;
      console.warn(`blog: ${what} is missing from the build`);
    } catch (error) {
      forget();
      console.error(`blog: ${what} could not be read`, error);
    }
    return missing;
  }

  const loadBlog = (locale: Locale) =>
    memo(indexes, locale, (forget) =>
      readOr(`the index of ${locale}`, () => files().index(locale), { locale, articles: [] }, forget),
    );

  const loadSearchable = (locale: Locale) =>
    memo(searchables, locale, async (forget) => {
      const [{ articles }, texts] = await Promise.all([
        loadBlog(locale),
        readOr(`the search texts of ${locale}`, () => files().searchTexts(locale), null, forget),
      ]);
      // Without its texts the search still finds titles, descriptions and tags.
      return articles.map((entry) => ({ ...entry, text: texts?.[entry.unikey] ?? "" }));
    });

  function loadBody(locale: Locale, unikey: string): Promise<BlogBody | null> {
    const key = `${locale}/${unikey}`;
    const pending = memo(bodies, key, (forget) =>
      readOr(`the body of ${key}`, () => files().body(locale, unikey), null, forget),
    );
    // Most recently read last; the oldest goes first when the memo is full.
    bodies.delete(key);
    bodies.set(key, pending);
    if (bodies.size > BODY_MEMO_SIZE) bodies.delete(bodies.keys().next().value as string);
    return pending;
  }

  async function loadArticle(locale: Locale, unikey: string): Promise<BlogArticle | null> {
    // Only a unikey of the index names a file: nothing from the URL reaches the assets unchecked.
    const entry = (await loadBlog(locale)).articles.find((a) => a.unikey === unikey);
    if (!entry) return null;
    const body = await loadBody(locale, unikey);
    return body ? { ...entry, ...body } : null;
  }

  return { loadBlog, loadSearchable, loadArticle };
}
