// DESIGN "the URL holds list state": the part of an address's query a list screen owns (SPEC
// §2 query params, e.g. /devices?filter=…&search=…). Empty values are left out of the URL.

export type ListState<K extends string> = Readonly<Partial<Record<K, string>>>;

/** The non-empty values of `keys` in a query. */
export function readListState<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
): ListState<K> {
  const state: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value) state[key] = value;
  }
  return state;
}

/**
 * The query with `change` applied: keys it names are set (or removed when empty); keys it
 * leaves out, and parameters the screen does not own, stay as they are.
 */
export function withListState<K extends string>(
  query: URLSearchParams,
  keys: readonly K[],
  change: ListState<K>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of keys) {
    if (!Object.hasOwn(change, key)) continue;
    const value = change[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
