// A set of ids kept in one query parameter, comma-separated (`?devices=a,b`, `?fleets=f1`), so
// a choice of devices or fleets travels in a link like any other view. Ids are uuids or
// names without commas; blanks and repeats are dropped, the order kept.

const cleaned = (ids: readonly string[]): string[] => [
  ...new Set(ids.map((id) => id.trim()).filter((id) => id !== '')),
];

/** The parameter's value for `ids` (`a,b`), for URLSearchParams.set. */
export function idListValue(ids: readonly string[]): string {
  return cleaned(ids).join(',');
}

/** The query part for `ids` under `key` (`devices=a,b`), each id encoded; '' for none. */
export function formatIdList(key: string, ids: readonly string[]): string {
  const kept = cleaned(ids);
  return kept.length === 0 ? '' : `${key}=${kept.map(encodeURIComponent).join(',')}`;
}

/** The ids under `key`, the parameter given once or repeated. */
export function readIdList(query: URLSearchParams, key: string): string[] {
  return cleaned(query.getAll(key).flatMap((value) => value.split(',')));
}
