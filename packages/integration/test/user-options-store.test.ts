// SPEC §3 user options and §9 batched option writes against a running sandbox: what one store
// writes, a fresh store (a new page, a new process) reads back.
import { createFleet, createUserOptionsStore, type UserOptionsStore } from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
function freshStore(): UserOptionsStore {
  const fleet = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  const store = createUserOptionsStore({ fleet, lifecycle: null });
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
    writer.set('fleetsPagination', { limit: 50 });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(writer.unsavedCount.value).toBe(0);
    const reader = freshStore();
    await reader.load();
    expect(reader.option('fleetsPagination').value).toEqual({ limit: 50 });
  });
});
