// SPEC §4 Delegation ("refreshed automatically when its remote file was modified after the
// last fetch and not within the last 10 seconds") and §9 (the 10 s window) against a running
// sandbox: the sandbox publishes each package source's signed file with Last-Modified; a test
// republishes one with a new Last-Modified, and the store's clock (its scheduler) says how
// long ago that was.
import {
  createFleet,
  createPackageSourcesStore,
  createUserOptionsStore,
  type FleetSdk,
  type PackageSourcesStore,
  type UserOptionsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers/wait-for.js';

let sandbox: Sandbox;
let fleet: FleetSdk;
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  fleet = createFleet({ baseUrl: sandbox.url, getToken: () => token });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(() => sandbox?.close());

/**
 * The store's clock: `at` ms since the epoch (it may run ahead of the real one: the files'
 * Last-Modified is what it is compared with), with timers that run only when told.
 */
function storeClock(at: number) {
  let now = at;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(run: () => void, ms: number) {
      timers.push({ at: now + ms, run, id: nextId });
      return nextId++;
    },
    clearTimeout(handle: unknown) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    get pending() {
      return timers.length;
    },
    /** Moves the clock to `to`, running the timers that fall due. */
    moveTo(to: number) {
      now = to;
      const due = timers.filter((timer) => timer.at <= to);
      timers = timers.filter((timer) => timer.at > to);
      due.forEach((timer) => timer.run());
    },
  };
}

/** The SDK with its refreshes and change checks counted, as the store calls them. */
function watchedFleet() {
  const refreshed: string[] = [];
  const checked: string[] = [];
  const watched: Pick<FleetSdk, 'delegations' | 'public'> = {
    delegations: {
      ...fleet.delegations,
      refreshDelegation: async (name) => {
        refreshed.push(name);
        return fleet.delegations.refreshDelegation(name);
      },
    },
    public: {
      ...fleet.public,
      lastModifiedAt: async (uri, options) => {
        const modified = await fleet.public.lastModifiedAt(uri, options);
        checked.push(uri);
        return modified;
      },
    },
  };
  return { watched, refreshed, checked };
}

function sourcesStore(
  sdk: Pick<FleetSdk, 'delegations' | 'public'>,
  scheduler: ReturnType<typeof storeClock>,
): PackageSourcesStore {
  const userOptions: UserOptionsStore = createUserOptionsStore({ fleet, lifecycle: null });
  const store = createPackageSourcesStore({
    fleet: sdk,
    userOptions,
    scheduler,
    logger: { warn: () => undefined }, // the broken demo sources cannot be checked
  });
  cleanups.push(
    () => store.dispose(),
    () => userOptions.dispose(),
  );
  return store;
}

/** The source as the server has it now. */
async function serverSource(name: string) {
  const all = await fleet.delegations.listTrustedDelegations();
  const source = all.find((s) => s.name === name);
  if (!source) throw new Error(`No package source ${name}`);
  return source;
}

/**
 * Republishes a source's file unchanged but with a new Last-Modified, a whole second (HTTP
 * dates have no finer grain) at least `afterMs` after the source's last fetch. The old date
 * is put back after the test, so the next test finds every file unchanged since its fetch.
 */
async function touchRemoteFile(name: string, afterMs: number): Promise<number> {
  const source = await serverSource(name);
  const [, delegationName, file] = /\/public\/delegations\/([^/]+)\/([^/]+)$/.exec(
    source.remoteUri ?? '',
  )!;
  const published = await sandbox.context.stores.delegationSources.findFile(delegationName!, file!);
  const modified = Math.ceil((Date.parse(source.lastFetched!) + afterMs) / 1000) * 1000;
  cleanups.push(() =>
    sandbox.context.stores.delegationSources.publish(
      delegationName!,
      file!,
      published!.body,
      published!.lastModified,
    ),
  );
  await sandbox.context.stores.delegationSources.publish(
    delegationName!,
    file!,
    published!.body,
    new Date(modified).toISOString(),
  );
  return modified;
}

/**
 * Waits until the store has looked at every remote file on the sandbox (the broken demo
 * source on an unreachable address cannot be looked at); by then each refresh has started.
 */
async function allChecked(store: PackageSourcesStore, checked: readonly string[]) {
  const published = store.sources.value.filter((s) =>
    /\/public\/delegations\//.test(s.remoteUri ?? ''),
  );
  expect(published.length).toBeGreaterThan(0);
  await waitFor(() => expect(checked.length).toBeGreaterThanOrEqual(published.length));
}

/**
 * Refreshes of sources that were fetched before. (A source never fetched, like the broken
 * demo ones, counts as fetched before any change, so it is tried again once its file is 10 s
 * old: not what these tests are about.)
 */
const refreshesOfFetched = (store: PackageSourcesStore, refreshed: readonly string[]) => {
  const fetched = new Set(store.sources.value.filter((s) => s.lastFetched).map((s) => s.name));
  return refreshed.filter((name) => fetched.has(name));
};

const lastFetchedOf = (store: PackageSourcesStore, name: string) =>
  store.sources.value.find((s) => s.name === name)?.lastFetched;

describe('SPEC §4 package sources refresh themselves when their remote file changed', () => {
  it('a file changed after the last fetch, 10 s or more ago, is refreshed on load', async () => {
    const before = await serverSource('tdx-lts');
    const modified = await touchRemoteFile('tdx-lts', 2_000);
    const clock = storeClock(modified + 10_000); // modified exactly 10 s ago
    const { watched, refreshed, checked } = watchedFleet();
    const store = sourcesStore(watched, clock);

    await store.load();
    await allChecked(store, checked);
    // Only that source: the others were not changed since their last fetch.
    expect(refreshesOfFetched(store, refreshed)).toEqual(['tdx-lts']);
    await waitFor(() => expect(lastFetchedOf(store, 'tdx-lts')).not.toBe(before.lastFetched));
    expect(store.sources.value.find((s) => s.name === 'tdx-lts')).toMatchObject({
      state: 'normal',
      refreshing: false,
    });
    // The sandbox fetched it again.
    expect(Date.parse((await serverSource('tdx-lts')).lastFetched!)).toBeGreaterThan(
      Date.parse(before.lastFetched!),
    );
  });

  it('a file changed within the last 10 s is not refreshed until it has been still for 10 s', async () => {
    const before = await serverSource('tdx-monthly');
    const modified = await touchRemoteFile('tdx-monthly', 2_000);
    const clock = storeClock(modified + 9_000); // modified 9 s ago: maybe still being written
    const { watched, refreshed, checked } = watchedFleet();
    const store = sourcesStore(watched, clock);

    await store.load();
    await allChecked(store, checked);
    expect(refreshed).not.toContain('tdx-monthly');
    expect(clock.pending).toBe(1); // a second look, once the file has been still for 10 s
    expect((await serverSource('tdx-monthly')).lastFetched).toBe(before.lastFetched);

    clock.moveTo(modified + 9_999);
    expect(refreshed).not.toContain('tdx-monthly');
    clock.moveTo(modified + 10_000);
    await waitFor(() => expect(refreshed).toContain('tdx-monthly'));
    await waitFor(() => expect(lastFetchedOf(store, 'tdx-monthly')).not.toBe(before.lastFetched));
    expect(refreshesOfFetched(store, refreshed)).toEqual(['tdx-monthly']);
  });

  it('a file not changed since the last fetch is left alone', async () => {
    const before = await serverSource('tdx-quarterly');
    const clock = storeClock(Date.now() + 3_600_000); // an hour on: only the dates decide
    const { watched, refreshed, checked } = watchedFleet();
    const store = sourcesStore(watched, clock);

    await store.load();
    await allChecked(store, checked);
    expect(refreshesOfFetched(store, refreshed)).toEqual([]);
    expect(clock.pending).toBe(0);
    expect((await serverSource('tdx-quarterly')).lastFetched).toBe(before.lastFetched);
  });
});
