import { describe, expect, it } from 'vitest';
import { readListState, withListState } from './url-list-state';

const KEYS = ['filter', 'search'] as const;

describe('SPEC §2 list query params (/devices?filter=…&search=…)', () => {
  it('reads the screen’s parameters and leaves out empty ones', () => {
    const query = new URLSearchParams('filter=preset%3Aonline&search=&tab=x');
    expect(readListState(query, KEYS)).toEqual({ filter: 'preset:online' });
  });

  it('sets and removes the parameters a change names, keeping the others', () => {
    const query = new URLSearchParams('filter=preset%3Aonline&search=pump&tab=x');
    const next = withListState(query, KEYS, { search: 'valve', filter: '' });
    expect(next.toString()).toBe('search=valve&tab=x');
    expect(query.toString()).toBe('filter=preset%3Aonline&search=pump&tab=x');
  });

  it('round-trips a filter string of key:value1|value2 pairs through the address', () => {
    const filter = 'status:Error|UpToDate,hibernated:true';
    const next = withListState(new URLSearchParams(), KEYS, { filter });
    expect(readListState(new URLSearchParams(next.toString()), KEYS)).toEqual({ filter });
  });
});
