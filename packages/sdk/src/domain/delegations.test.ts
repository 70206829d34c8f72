import { describe, expect, it } from 'vitest';
import {
  delegationState,
  NEW_DELEGATION_DEFAULTS,
  orderDelegations,
  shouldAutoRefreshDelegation,
} from './delegations.js';

const now = new Date('2025-06-15T12:00:00.000Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000).toISOString();

describe('SPEC §4 delegation auto refresh', () => {
  it('refreshes when the remote file changed after the last fetch and over 10 s ago', () => {
    expect(
      shouldAutoRefreshDelegation(
        { lastFetched: secondsAgo(60), lastModified: secondsAgo(30) },
        now,
      ),
    ).toBe(true);
    expect(
      shouldAutoRefreshDelegation(
        { lastFetched: secondsAgo(60), lastModified: secondsAgo(10) },
        now,
      ),
    ).toBe(true);
  });

  it('waits while the change is within the last 10 s', () => {
    expect(
      shouldAutoRefreshDelegation(
        { lastFetched: secondsAgo(60), lastModified: secondsAgo(9) },
        now,
      ),
    ).toBe(false);
  });

  it('does not refresh when fetched after the change', () => {
    expect(
      shouldAutoRefreshDelegation(
        { lastFetched: secondsAgo(20), lastModified: secondsAgo(30) },
        now,
      ),
    ).toBe(false);
    expect(
      shouldAutoRefreshDelegation(
        { lastFetched: secondsAgo(30), lastModified: secondsAgo(30) },
        now,
      ),
    ).toBe(false);
  });

  it('refreshes a never-fetched delegation, but not one without a modification time', () => {
    expect(
      shouldAutoRefreshDelegation({ lastFetched: null, lastModified: secondsAgo(30) }, now),
    ).toBe(true);
    expect(shouldAutoRefreshDelegation({ lastFetched: secondsAgo(30) }, now)).toBe(false);
    expect(shouldAutoRefreshDelegation({ lastModified: 'garbage' }, now)).toBe(false);
  });
});

describe('SPEC §3/§4 delegation fields and state', () => {
  it('adds with threshold 1, terminating', () => {
    expect(NEW_DELEGATION_DEFAULTS).toEqual({ threshold: 1, terminating: true });
  });

  it('is normal, refreshing or deleting', () => {
    expect(delegationState({})).toBe('normal');
    expect(delegationState({ refreshing: true })).toBe('refreshing');
    expect(delegationState({ refreshing: true, deleting: true })).toBe('deleting');
  });

  it('follows the saved order, unknown names after, in their order', () => {
    const delegations = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }];
    expect(orderDelegations(delegations, ['c', 'x', 'a']).map((d) => d.name)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});
