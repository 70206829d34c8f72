import { describe, expect, it } from 'vitest';
import { headlineCountQuery } from './headline-counts';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('the dashboard headline counts', () => {
  it('counts every device, or those of one status', () => {
    expect(headlineCountQuery('total', NOW)).toEqual({});
    expect(headlineCountQuery('updateFailed', NOW)).toEqual({ status: 'Error' });
    expect(headlineCountQuery('updatePending', NOW)).toEqual({ status: 'Outdated' });
    expect(headlineCountQuery('updateInProgress', NOW)).toEqual({ status: 'UpdatePending' });
    expect(headlineCountQuery('neverSeen', NOW)).toEqual({ status: 'NotSeen' });
  });

  it('counts online and offline devices by the built-in filters', () => {
    const online = headlineCountQuery('online', NOW);
    expect(online.hibernated).toBe(false);
    expect(online.lastSeenStart).toBeDefined();
    const offline = headlineCountQuery('offline', NOW);
    expect(offline.lastSeenEnd).toBe(online.lastSeenStart);
  });
});
