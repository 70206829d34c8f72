import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('SPEC §9 business constants and limits', () => {
  it('has the account and trial limits', () => {
    expect(c.MAKER_DEVICE_LIMIT).toBe(5);
    expect(c.TRIAL_DAYS).toBe(30);
    expect(c.TRIAL_DEVICE_LIMIT).toBe(50);
    expect(c.TRIAL_TRAINING_SESSION_DEFAULT).toBe(true);
  });

  it('has the device timing defaults', () => {
    expect(c.OFFLINE_ONLINE_DURATION_MS).toBe(600_000);
    expect(c.ONLINE_THRESHOLD_MS).toBe(300_000);
    expect(c.RECENT_DEVICES_MS).toBe(86_400_000);
    expect(c.BUILT_IN_ONLINE_WINDOW_MS).toBe(30 * 60 * 1000);
  });

  it('has the default page sizes and sorts', () => {
    expect([c.DEVICES_PAGE_SIZE, c.DEVICES_DEFAULT_SORT]).toEqual([
      10,
      { sortBy: 'LastSeen', sortDirection: 'Desc' },
    ]);
    expect([c.FLEETS_PAGE_SIZE, c.FLEETS_DEFAULT_SORT]).toEqual([
      10,
      { sortBy: 'Name', sortDirection: 'Asc' },
    ]);
    expect([c.FLEET_DEVICES_PAGE_SIZE, c.FLEET_DEVICES_DEFAULT_SORT]).toEqual([
      10,
      { sortBy: 'Name', sortDirection: 'Asc' },
    ]);
    expect([c.PACKAGES_PAGE_SIZE, c.PACKAGES_DEFAULT_SORT]).toEqual([
      20,
      { sortBy: 'Name', sortDirection: 'Asc' },
    ]);
    expect([c.PACKAGE_NAMES_HELPER_PAGE_SIZE, c.PACKAGE_NAMES_HELPER_DEFAULT_SORT]).toEqual([
      50,
      { sortBy: 'LastVersionAt', sortDirection: 'Desc' },
    ]);
    expect([c.VERSIONS_HELPER_PAGE_SIZE, c.VERSIONS_HELPER_DEFAULT_SORT]).toEqual([
      50,
      { sortBy: 'CreatedAt', sortDirection: 'Desc' },
    ]);
  });

  it('hides the installed bootloader column by default', () => {
    expect(c.DEFAULT_HIDDEN_DEVICE_COLUMNS).toEqual(['installedBootloaderPackage']);
  });

  it('has the write delay and refresh debounces', () => {
    expect(c.OPTION_WRITE_DELAY_MS).toBe(500);
    expect(c.DEVICES_REFRESH_DEBOUNCE_MS).toBe(100);
    expect(c.PACKAGES_REFRESH_DEBOUNCE_MS).toBe(100);
    expect(c.FLEETS_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('has the token timings', () => {
    expect(c.TOKEN_MIN_VALIDITY_S).toBe(5);
    expect(c.NEW_USER_TOKEN_REFRESH_S).toBe(30 * 24 * 3600);
  });

  it('has the URL batching budget', () => {
    expect([c.URL_LIMIT, c.URL_RESERVE, c.CHARS_PER_DEVICE_ID, c.CHARS_PER_HASH]).toEqual([
      2048, 100, 48, 72,
    ]);
  });

  it('has the delegation, upload, chart, channel and app constants', () => {
    expect(c.DELEGATION_UNCHANGED_WINDOW_MS).toBe(10_000);
    expect(c.DELEGATION_DEFAULT_THRESHOLD).toBe(1);
    expect(c.DEFAULT_TARGET_FORMAT).toBe('BINARY');
    expect([c.TOP_FLEETS_FETCH, c.TOP_FLEETS_SHOWN]).toEqual([1000, 8]);
    expect(c.CONNECTED_DEVICES_DAYS).toBe(7);
    expect(c.WEBSOCKET_RECONNECT_MS).toBe(5000);
    expect(c.PERSONAL_REPOSITORY_ID).toBe('personal');
    expect(c.FEEDBACK_AUTO_CLOSE_MS).toBe(3000);
    expect(c.CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
