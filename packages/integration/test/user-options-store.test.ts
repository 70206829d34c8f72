// SPEC §3 user options and §9 batched option writes against a running sandbox: what one store
// writes, a fresh store (a new page, a new process) reads back.
import {
  browserLifecycle,
  createFleet,
  createUserOptionsStore,
  type PageLifecycle,
  type UserOptionsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers/wait-for.js';

let sandbox: Sandbox;
let token: string;
const stores: UserOptionsStore[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  token = session.tokens.access_token;
});
afterAll(async () => {
  stores.forEach((store) => store.dispose());
  await sandbox?.close();
});

/** A store on its own client, as a new page or process would have. */
function freshStore(lifecycle: PageLifecycle | null = null): UserOptionsStore {
  const fleet = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  const store = createUserOptionsStore({ fleet, lifecycle });
  stores.push(store);
  return store;
}

describe('SPEC §3 user options round trip', () => {
  it('what one store writes and flushes, a fresh store reads', async () => {
    const writer = freshStore();
    await writer.load();
    writer.set('deviceListColumns', ['deviceName', 'lastSeen']);
    writer.set('devicesPagination', { limit: 25, sortBy: 'Name', sortDirection: 'Asc' });
    writer.set('betaFeaturesEnabled', true);
    writer.set('theme-test', { nested: ['kept', 'as', 'is'] });
    expect(writer.unsavedCount.value).toBe(4);
    await writer.flush();
    expect(writer.unsavedCount.value).toBe(0);

    const reader = freshStore();
    await reader.load();
    expect(reader.option('deviceListColumns').value).toEqual(['deviceName', 'lastSeen']);
    expect(reader.option('devicesPagination').value).toEqual({
      limit: 25,
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(reader.option('betaFeaturesEnabled').value).toBe(true);
    expect(reader.value('theme-test').value).toEqual({ nested: ['kept', 'as', 'is'] });
  });

  it('stores only the last of many writes of a key, and removes a key', async () => {
    const writer = freshStore();
    for (let i = 1; i <= 30; i++) writer.set('defaultRepository', `repo-${i}`);
    writer.set('dismissedBanners', ['a', 'b']);
    writer.remove('theme-test');
    await writer.flush();

    const reader = freshStore();
    await reader.load();
    expect(reader.option('defaultRepository').value).toBe('repo-30');
    expect(reader.option('dismissedBanners').value).toEqual(['a', 'b']);
    expect(reader.value('theme-test').value).toBeUndefined();
  });

  it('sends the batch by itself 500 ms after the first write', async () => {
    const writer = freshStore();
    const sentAt = Date.now();
    writer.set('fleetsPagination', { limit: 50 });
    expect(writer.saving.value).toBe(false); // held for the batch
    await waitFor(() => expect(writer.unsavedCount.value).toBe(0));
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(500);
    const reader = freshStore();
    await reader.load();
    expect(reader.option('fleetsPagination').value).toEqual({ limit: 50 });
  });

  it('many writes within 500 ms, then the page is hidden: sent at once, nothing lost', async () => {
    // A page: its window fires pagehide when the user leaves.
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const writer = freshStore(browserLifecycle(window, document));
    await writer.load();
    const dismissed: string[] = [];
    for (let i = 1; i <= 25; i++) {
      writer.set('defaultRepository', `repository-${i}`);
      dismissed.push(`banner-${i}`);
      writer.set('dismissedBanners', [...dismissed]);
      writer.set('devicesPagination', { limit: 10 + i, sortBy: 'Name', sortDirection: 'Asc' });
    }
    writer.set('betaFeaturesEnabled', false);
    expect(writer.saving.value).toBe(false); // still inside the 500 ms batch

    window.dispatchEvent(new Event('pagehide'));
    expect(writer.saving.value).toBe(true); // on the wire now, not in 500 ms
    await waitFor(() => expect(writer.unsavedCount.value).toBe(0));

    const reader = freshStore();
    await reader.load();
    expect(reader.option('defaultRepository').value).toBe('repository-25');
    expect(reader.option('dismissedBanners').value).toEqual(dismissed);
    expect(reader.option('devicesPagination').value).toEqual({
      limit: 35,
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(reader.option('betaFeaturesEnabled').value).toBe(false);
  });
});
