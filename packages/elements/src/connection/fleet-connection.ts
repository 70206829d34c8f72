// What every widget reads the API through: the SDK, the live channel (SPEC §4) and the stores
// that are the user's rather than one widget's (user options, saved custom filters), shared by
// every widget on the same connection. A connection is held while a widget shows it; the live
// channel opens on the first hold and closes, with the shared stores, a moment after the last
// release (so an element moved in the DOM keeps its websocket).
import {
  createCustomFiltersStore,
  createFleetView,
  createQueryCache,
  createUserOptionsStore,
  syncQueriesWithLive,
  syncStoresWithLive,
  type CustomFiltersStore,
  type FleetClient,
  type FleetSdk,
  type LiveChannel,
  type LiveSyncOptions,
  type Logger,
  type QueryCache,
  type ResourceFactories,
  type ResourceName,
  type UserOptionsStore,
} from '@fleet/sdk';
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { createLocalUserOptionsStore } from './local-user-options.js';
import {
  connectionRights,
  discoveredRights,
  type ConnectionRights,
  type HostRights,
} from './connection-rights.js';

/** The stores a widget keeps current with the live channel (SPEC §4 live events). */
export type LiveSyncedStores = Omit<LiveSyncOptions, 'channel' | 'sdk' | 'logger'>;

/** The resources' names and factories: the SDK's (fleet-view.ts), which a widget's element names. */
export type { ResourceFactories, ResourceFactory, ResourceName } from '@fleet/sdk';

export interface FleetConnection {
  /**
   * The SDK: the host's when it gave one; over a client, a view whose resources are
   * `resource(name)` (reading one the connection has no factory for throws).
   */
  readonly sdk: FleetSdk;
  /** The client every call goes through (the host's SDK's, when it gave one). */
  readonly client: FleetClient;
  /**
   * The resource `name` of the API: the host's SDK's own when it gave one, else made once per
   * connection from the client with the factory it was given (`resources`, or
   * `provideResources`). Throws for a resource it has no factory for.
   */
  resource<K extends ResourceName>(name: K): FleetSdk[K];
  /** Adds factories of resources (those it already has stay). */
  provideResources(factories: ResourceFactories): void;
  /** The live channel while the connection is held; undefined without one (or a WebSocket). */
  readonly live: ReadonlySignal<LiveChannel | undefined>;
  /** The signed-in user's options (SPEC §3), shared by the widgets; `load()` it before use. */
  readonly userOptions: UserOptionsStore;
  /** The user's saved device filters (SPEC §5), over `userOptions`. */
  readonly customFilters: CustomFiltersStore;
  /**
   * The values screens observe (`useQuery`), one cache per connection, kept current by the
   * live channel while it is open.
   */
  readonly queries: QueryCache;
  /**
   * Something every widget on this connection shares, made on first use and disposed (if it
   * has `dispose()`) with the connection's other shared stores.
   */
  shared<T>(key: string, create: (connection: FleetConnection) => T): T;
  /**
   * Keeps `stores` current with the live channel for as long as it is open (reopened channels
   * included); also holds the connection. Returns what stops it.
   */
  syncWithLive(stores: LiveSyncedStores): () => void;
  /** Holds the connection open (its live channel included). Returns the release. */
  hold(): () => void;
  /**
   * What the user may do (SPEC §6), for marking actions not permitted: the host's rights, or
   * those `discoverRights()` asked the API for. Unknown until then (see connection-rights.ts).
   */
  readonly rights: ReadonlySignal<ConnectionRights>;
  /**
   * Asks `auth/discover` for the rights, once per connection, unless the host gave them.
   * Widgets with actions call it when they mount; nothing is asked otherwise.
   */
  discoverRights(): void;
}

export interface FleetConnectionOptions {
  /** A host's SDK (its resources are used as they are), or a client to make them with. */
  sdk: FleetSdk | FleetClient;
  /**
   * With a client: the factories of the resources the widgets call. The connection itself
   * calls `auth` (discovering the rights), `userOptions` (the user options store, unless
   * `preferencesKey`) and `devices` (a device created, seen live by a devices store).
   */
  resources?: ResourceFactories;
  /**
   * Opens this connection's own live channel (on the first hold; disposed after the last
   * release). Ignored when `live` is given.
   */
  openLive?: () => LiveChannel;
  /** A live channel owned elsewhere (a React host's): used, never disposed; null for none. */
  live?: LiveChannel | null;
  /**
   * The host's rights (a React host's session, say); undefined inside: the host gives none and
   * the connection discovers them. Without it, always discovered.
   */
  rights?: ReadonlySignal<HostRights | undefined>;
  logger?: Logger;
  /**
   * Keeps the user options (sort, columns, page size, saved filters) in this browser under
   * this key instead of the token owner's options on the server (see local-user-options.ts).
   */
  preferencesKey?: string | undefined;
  /** How long after the last release the connection closes (ms). */
  idleMs?: number;
  /**
   * Told when the connection closed after its last release (the page registry forgets it).
   * With it, a connection nobody holds within `idleMs` of its creation closes too.
   */
  onIdle?(): void;
}

/** Long enough for React to re-hold after StrictMode or a DOM move; short for a closed tab. */
export const DEFAULT_IDLE_MS = 250;

interface Disposable {
  dispose(): void;
}
const isDisposable = (value: unknown): value is Disposable =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'dispose') === 'function';

/** Whether `source` is a whole SDK (`createFleet`) rather than a client. */
export const isFleetSdk = (source: FleetSdk | FleetClient): source is FleetSdk =>
  'devices' in source && 'client' in source;

export function createFleetConnection(options: FleetConnectionOptions): FleetConnection {
  const { logger } = options;
  const hostSdk = isFleetSdk(options.sdk) ? options.sdk : undefined;
  const client = hostSdk ? hostSdk.client : (options.sdk as FleetClient);
  // Over a client, each resource is made when first read (asking for the rights, a device
  // created while a devices store syncs with the live channel, a widget's call); a host's SDK
  // is used as it is (the view is then unused).
  const view = createFleetView(client, options.resources ?? {});
  const sdk = hostSdk ?? view.fleet;
  const resource = <K extends ResourceName>(name: K): FleetSdk[K] => sdk[name];
  const external = options.live;
  const live = signal<LiveChannel | undefined>(external ?? undefined);
  const sharedValues = new Map<string, unknown>();
  const syncs = new Map<LiveSyncedStores, (() => void) | undefined>();
  let holders = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const rights = connectionRights(options.rights, discoveredRights(sdk, logger));

  const startSync = (stores: LiveSyncedStores, channel: LiveChannel) =>
    syncStoresWithLive({ ...stores, channel, sdk, ...(logger && { logger }) });

  const queries = createQueryCache();
  let stopQueries: (() => void) | undefined;

  const setChannel = (channel: LiveChannel | undefined) => {
    syncs.forEach((stop) => stop?.());
    stopQueries?.();
    live.value = channel;
    for (const stores of syncs.keys()) syncs.set(stores, channel && startSync(stores, channel));
    stopQueries = channel && syncQueriesWithLive({ channel, queries });
  };

  function open() {
    if (external === undefined && options.openLive && !live.peek()) {
      try {
        setChannel(options.openLive());
      } catch (error) {
        // No WebSocket here, or a bad address: the widgets still work, without live updates.
        (logger ?? console).warn('Could not open the live channel', error);
      }
    }
    // A host's own channel is there from the start: the cache follows it while held.
    const channel = live.peek();
    if (!stopQueries && channel) stopQueries = syncQueriesWithLive({ channel, queries });
  }

  function close() {
    idleTimer = undefined;
    if (external === undefined) {
      const channel = live.peek();
      setChannel(undefined);
      channel?.dispose();
    }
    stopQueries?.();
    stopQueries = undefined;
    for (const value of sharedValues.values()) if (isDisposable(value)) value.dispose();
    sharedValues.clear();
    queries.dispose();
    rights.pause();
    options.onIdle?.();
  }

  const connection: FleetConnection = {
    sdk,
    client,
    resource,
    provideResources(more) {
      view.provideResources(more);
    },
    live,
    queries,
    get userOptions() {
      return connection.shared('userOptions', () =>
        options.preferencesKey
          ? createLocalUserOptionsStore(options.preferencesKey)
          : createUserOptionsStore({
              fleet: { client, userOptions: resource('userOptions') },
              ...(logger && { logger }),
            }),
      );
    },
    get customFilters() {
      return connection.shared('customFilters', ({ userOptions }) =>
        createCustomFiltersStore({ userOptions }),
      );
    },
    shared<T>(key: string, create: (connection: FleetConnection) => T): T {
      if (!sharedValues.has(key)) sharedValues.set(key, create(connection));
      return sharedValues.get(key) as T;
    },
    syncWithLive(stores) {
      const release = connection.hold();
      const channel = live.peek();
      syncs.set(stores, channel && startSync(stores, channel));
      return () => {
        syncs.get(stores)?.();
        syncs.delete(stores);
        release();
      };
    },
    hold() {
      holders += 1;
      clearTimeout(idleTimer);
      idleTimer = undefined;
      open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) idleTimer = setTimeout(close, options.idleMs ?? DEFAULT_IDLE_MS);
      };
    },
    rights: rights.state,
    discoverRights: rights.discover,
  };
  if (options.onIdle) idleTimer = setTimeout(close, options.idleMs ?? DEFAULT_IDLE_MS);
  return connection;
}
