// The configuration of one element instance: attribute values and properties (token,
// getToken, client…), kept outside React so they can be set before the element renders, and
// read by the React tree with useSyncExternalStore.
export interface HostState {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  snapshot(): Readonly<Record<string, unknown>>;
  subscribe(listener: () => void): () => void;
}

export function createHostState(): HostState {
  let values: Readonly<Record<string, unknown>> = {};
  const listeners = new Set<() => void>();
  return {
    get: (key) => values[key],
    set(key, value) {
      if (Object.is(values[key], value)) return;
      values = { ...values, [key]: value };
      listeners.forEach((listener) => listener());
    },
    snapshot: () => values,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where the element's `lang` attribute is kept (no widget prop has this name). */
export const LANG = 'lang';

const states = new WeakMap<HTMLElement, HostState>();

/** The state of an element, created on first use. */
export function hostStateOf(host: HTMLElement): HostState {
  let state = states.get(host);
  if (!state) {
    state = createHostState();
    states.set(host, state);
  }
  return state;
}
