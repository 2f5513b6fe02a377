/** What getOrCreate needs of a Map or WeakMap. */
interface KeyedStore<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value kept for `key`, made by `create` on the first ask: the one shape of every per-isolate
 * or per-request memo (formatters by locale, a request's session memo, a cache's memory tier).
 */
export function getOrCreate<K, V>(store: KeyedStore<K, V>, key: K, create: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = create();
    store.set(key, value);
  }
  return value;
}
