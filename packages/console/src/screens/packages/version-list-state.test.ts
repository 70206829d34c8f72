import { describe, expect, it } from 'vitest';
import { versionsQueryOf } from './version-list-state';

describe('the versions query from the address', () => {
  it('is empty without state, so the SDK defaults apply (50 by CreatedAt descending)', () => {
    expect(versionsQueryOf({})).toEqual({});
  });

  it('reads paging and a sort', () => {
    expect(
      versionsQueryOf({ offset: '50', limit: '20', sortBy: 'Filename', sortDirection: 'Asc' }),
    ).toEqual({ offset: 50, limit: 20, sortBy: 'Filename', sortDirection: 'Asc' });
  });

  it('drops a direction without a sortBy (SPEC §5)', () => {
    expect(versionsQueryOf({ sortDirection: 'Asc' })).toEqual({});
  });

  it('drops what it cannot mean', () => {
    expect(
      versionsQueryOf({ offset: '-1', limit: '0', sortBy: 'Name', sortDirection: 'Up' }),
    ).toEqual({});
    expect(versionsQueryOf({ sortBy: 'CreatedAt', sortDirection: 'Sideways' })).toEqual({
      sortBy: 'CreatedAt',
    });
  });
});
