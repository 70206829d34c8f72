import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import type { UserType } from '../domain/roles';
import type { Banner } from '../resources/public';
import { createBannersStore } from './banners';
import { createNotificationsStore } from './notifications';
import { fakeFleet, type FakeRequest, type FakeRoute } from './testing/fake-fleet';
import { createUserOptionsStore } from './user-options';

const NOW = Date.parse('2025-05-01T12:00:00Z');
const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const LIST_OPTIONS = 'GET /api/accounts/users/metadata/v2';
const WRITE_OPTION = 'POST /api/accounts/users/metadata/v2';

const banner = (id: string, fields: Partial<Banner> = {}): Banner => ({
  id,
  type: 'announcement',
  title: `Banner ${id}`,
  dismissible: true,
  startDate: iso(-HOUR),
  endDate: iso(24 * HOUR),
  container: 'dashboard',
  ...fields,
});

const yamlFile = (banners: Banner[]): FakeRoute => ({
  status: 200,
  body: stringify(banners),
  contentType: 'application/yaml',
});

function setup(
  banners: Banner[],
  options: { dismissed?: string[]; userTypes?: UserType[]; file?: FakeRoute } = {},
) {
  const api = fakeFleet({
    'GET /banners.yaml': options.file ?? yamlFile(banners),
    [LIST_OPTIONS]: {
      status: 200,
      body: options.dismissed
        ? [{ key: 'dismissedBanners', value: { _type: 'array', value: options.dismissed } }]
        : [],
    },
    [WRITE_OPTION]: (request: FakeRequest) => ({ status: 200, body: request.body }),
  });
  const userOptions = createUserOptionsStore({ fleet: api.fleet, lifecycle: null });
  const userTypes = signal<readonly UserType[]>(options.userTypes ?? ['developer']);
  const notifications = createNotificationsStore();
  const store = createBannersStore({ fleet: api.fleet, userOptions, userTypes, notifications });
  return { api, store, userTypes, notifications, userOptions };
}

const ids = (banners: readonly Banner[]) => banners.map((b) => b.id);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('SPEC §4 banners: shown inside startDate..endDate', () => {
  it('reads /banners.yaml and shows the live ones, highest priority first', async () => {
    const { api, store } = setup([
      banner('low', { priority: 1 }),
      banner('high', { priority: 10 }),
      banner('expired', { startDate: iso(-48 * HOUR), endDate: iso(-24 * HOUR) }),
    ]);
    await store.load();
    expect(ids(store.visible.value)).toEqual(['high', 'low']);
    expect(store.banners.value).toHaveLength(3);
    expect(api.problems()).toEqual([]);
  });

  it('shows a banner when its start comes and hides it when its end passes', async () => {
    const { store } = setup([banner('later', { startDate: iso(HOUR), endDate: iso(2 * HOUR) })]);
    await store.load();
    expect(store.visible.value).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(ids(store.visible.value)).toEqual(['later']);
    await vi.advanceTimersByTimeAsync(HOUR + 1);
    expect(store.visible.value).toEqual([]);
  });

  it('has no banners when no file is published', async () => {
    const { store } = setup([], {
      file: { status: 404 },
    });
    await store.load();
    expect(store.visible.value).toEqual([]);
  });

  it('groups visible banners by container', async () => {
    const { store } = setup([banner('d'), banner('p', { container: 'packages' })]);
    await store.load();
    expect(ids(store.inContainer('packages').value)).toEqual(['p']);
  });
});

describe('SPEC §4 banner dismissal is saved in the dismissed-banners user option', () => {
  it('hides a banner dismissed before', async () => {
    const { store } = setup([banner('a'), banner('b')], { dismissed: ['a'] });
    await store.load();
    expect(ids(store.visible.value)).toEqual(['b']);
  });

  it('hides a banner at once when dismissed, and saves the option', async () => {
    const { api, store } = setup([banner('a'), banner('b')], { dismissed: ['old'] });
    await store.load();
    store.dismiss('a');
    expect(ids(store.visible.value)).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.sent(WRITE_OPTION).map((r) => r.body)).toEqual([
      { key: 'dismissedBanners', value: { _type: 'array', value: ['old', 'a'] } },
    ]);
  });
});

describe('SPEC §6 banners are targeted by user type', () => {
  it('shows a banner to the types it targets, following the session', async () => {
    const { store, userTypes } = setup(
      [
        banner('for-standard', { targeting: { userTypes: ['standard'] } }),
        banner('for-all', { targeting: { userTypes: ['all'] } }),
        banner('for-guests', { targeting: { userTypes: ['repo-guest'] } }),
      ],
      { userTypes: ['developer'] },
    );
    await store.load();
    expect(ids(store.visible.value)).toEqual(['for-all']);
    userTypes.value = ['developer', 'repo-guest'];
    expect(ids(store.visible.value)).toEqual(['for-all', 'for-guests']);
    userTypes.value = ['standard'];
    expect(ids(store.visible.value)).toEqual(['for-standard', 'for-all']);
  });
});

describe('SPEC §4 banners with container notification become notifications', () => {
  it('feeds them to the notifications store, and removing one dismisses the banner', async () => {
    const { api, store, notifications } = setup([
      banner('shown'),
      banner('note', { container: 'notification', message: 'Read me' }),
    ]);
    await store.load();
    expect(ids(store.visible.value)).toEqual(['shown']);
    const [note] = notifications.notifications.value;
    expect(note).toMatchObject({ bannerId: 'note', title: 'Banner note', message: 'Read me' });

    notifications.remove(note!.id);
    expect(store.notificationBanners.value).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.sent(WRITE_OPTION).map((r) => r.body)).toEqual([
      { key: 'dismissedBanners', value: { _type: 'array', value: ['note'] } },
    ]);
  });

  it('takes its notifications away when disposed', async () => {
    const { store, notifications } = setup([banner('note', { container: 'notification' })]);
    await store.load();
    expect(notifications.notifications.value).toHaveLength(1);
    store.dispose();
    expect(notifications.notifications.value).toEqual([]);
  });
});
