import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_DEVICE_FILTERS,
  deviceFilterPreset,
  deviceFilterQuery,
  devicePresetQuery,
  formatDeviceFilter,
  isDeviceFilterKey,
  parseDeviceFilter,
  TIME_DEVICE_FILTERS,
} from './device-filters.js';
import { formatMessage } from './messages.js';
import { FleetValidationError } from './validation.js';

const now = new Date('2025-06-01T12:00:00.000Z');
const minus = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('SPEC §4 device filter keys', () => {
  it('reads the eight keys', () => {
    const all =
      'recent,hibernated,notHibernated,offline,updateScheduled,updatePending,updateInProgress,updateFailed';
    expect(parseDeviceFilter(all)).toHaveLength(8);
    expect(formatDeviceFilter(parseDeviceFilter(all))).toBe(all);
  });

  it("throws 'Invalid filter key' for any other key", () => {
    expect(() => parseDeviceFilter('online')).toThrowError(FleetValidationError);
    expect(() => parseDeviceFilter('online')).toThrowError('Invalid filter key');
    expect(isDeviceFilterKey('constructor')).toBe(false);
  });

  it('maps the update keys to the statuses they are shown as', () => {
    expect(deviceFilterQuery(['updateScheduled'], now)).toEqual({ status: 'UpdateScheduled' });
    expect(deviceFilterQuery(['updatePending'], now)).toEqual({ status: 'Outdated' });
    expect(deviceFilterQuery(['updateInProgress'], now)).toEqual({ status: 'UpdatePending' });
    expect(deviceFilterQuery(['updateFailed'], now)).toEqual({ status: 'Error' });
  });

  it('maps recent, offline and hibernation', () => {
    expect(deviceFilterQuery(['recent', 'offline', 'hibernated'], now)).toEqual({
      createdAtStart: minus(86_400_000),
      lastSeenEnd: minus(600_000),
      hibernated: true,
    });
    expect(deviceFilterQuery(['notHibernated'], now)).toEqual({ hibernated: false });
  });

  it('lets the later of two keys for the same field win', () => {
    expect(deviceFilterQuery(['updateFailed', 'updatePending'], now).status).toBe('Outdated');
    expect(deviceFilterQuery(['hibernated', 'notHibernated'], now).hibernated).toBe(false);
  });
});

describe('SPEC §9 built-in device filters', () => {
  const query = (id: string) => devicePresetQuery(deviceFilterPreset(id)!, now);

  it('Online: not hibernated, last seen within 30 minutes', () => {
    expect(query('online')).toEqual({ hibernated: false, lastSeenStart: minus(30 * 60_000) });
  });

  it('Offline: not hibernated, last seen more than 30 minutes ago', () => {
    expect(query('offline')).toEqual({ hibernated: false, lastSeenEnd: minus(30 * 60_000) });
  });

  it('Seen Online: has a last-seen time; Never Seen: status NotSeen', () => {
    expect(query('seenOnline')).toEqual({ lastSeenEnd: now.toISOString() });
    expect(query('neverSeen')).toEqual({ status: 'NotSeen' });
  });

  it('are labelled Online, Offline, Seen Online, Never Seen', () => {
    expect(BUILT_IN_DEVICE_FILTERS.map((f) => formatMessage(f.labelId))).toEqual([
      'Online',
      'Offline',
      'Seen Online',
      'Never Seen',
    ]);
  });
});

describe('SPEC §9 time-based device filters', () => {
  it.each([
    ['seenWithin1h', { lastSeenStart: minus(HOUR) }],
    ['seenWithin12h', { lastSeenStart: minus(12 * HOUR) }],
    ['seenWithin24h', { lastSeenStart: minus(DAY) }],
    ['seenWithin7d', { lastSeenStart: minus(7 * DAY) }],
    ['seenWithin30d', { lastSeenStart: minus(30 * DAY) }],
    ['seenMoreThan1h', { lastSeenEnd: minus(HOUR) }],
    ['seenMoreThan30d', { lastSeenEnd: minus(30 * DAY) }],
  ])('%s', (id, expected) => {
    expect(devicePresetQuery(deviceFilterPreset(id)!, now)).toEqual(expected);
  });

  it('has exactly the seven SPEC filters', () => {
    expect(TIME_DEVICE_FILTERS).toHaveLength(7);
    expect(deviceFilterPreset('nope')).toBeUndefined();
  });
});
