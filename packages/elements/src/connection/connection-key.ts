// A React key per connection: a widget keyed by it starts over (new stores, first page) when
// its connection changes, e.g. a new token or another SDK.
const keys = new WeakMap<object, string>();
let made = 0;

export function connectionKey(connection: object): string {
  let key = keys.get(connection);
  if (!key) keys.set(connection, (key = `connection-${++made}`));
  return key;
}
