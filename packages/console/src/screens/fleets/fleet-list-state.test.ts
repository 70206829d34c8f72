import { describe, expect, it } from 'vitest';
import {
  changedQuery,
  pageUrl,
  readFleetListUrl,
  readPage,
  readSort,
  searchUrl,
  sortUrl,
  writeSort,
} from './fleet-list-state';

const FIRST_PAGE = { offset: 0, limit: 10, sortBy: 'Name', sortDirection: 'Asc' } as const;

describe('fleet list state in the address (SPEC §2 /fleets, §9 defaults)', () => {
  it('an address without list state is the first page by name ascending', () => {
    expect(readFleetListUrl({}, 10)).toEqual({ offset: 0, sortBy: 'Name', sortDirection: 'Asc' });
  });

  it('reads page, sort and search', () => {
    expect(readFleetListUrl({ page: '3', sort: 'CreatedAt:Desc', search: 'lab' }, 10)).toEqual({
      offset: 20,
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
      search: 'lab',
    });
  });

  it('a hand-edited page or sort falls back to the default', () => {
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('1.5')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readSort('Colour')).toEqual({ sortBy: 'Name', sortDirection: 'Asc' });
    expect(readSort('Id:Sideways')).toEqual({ sortBy: 'Name', sortDirection: 'Asc' });
    expect(readSort('Id')).toEqual({ sortBy: 'Id', sortDirection: 'Asc' });
  });

  it('a blank search is no search', () => {
    expect(readFleetListUrl({ search: '  ' }, 10)).not.toHaveProperty('search');
  });

  it('writes the sort with SPEC’s sort names, leaving the default out', () => {
    expect(writeSort('Name', 'Asc')).toBe('');
    expect(writeSort('Name', 'Desc')).toBe('Name:Desc');
    expect(writeSort('CreatedAt', 'Asc')).toBe('CreatedAt');
    expect(readSort(writeSort('Id', 'Desc'))).toEqual({ sortBy: 'Id', sortDirection: 'Desc' });
  });

  it('the first page is left out of the address; a search or sort goes back to it', () => {
    expect(pageUrl(0, 10)).toEqual({ page: '' });
    expect(pageUrl(20, 10)).toEqual({ page: '3' });
    expect(searchUrl('line')).toEqual({ search: 'line', page: '' });
    expect(sortUrl('Id', 'Desc')).toEqual({ sort: 'Id:Desc', page: '' });
  });
});

describe('changedQuery: only what the address changed reaches the store', () => {
  it('a page change names only the offset (paging loads at once, SPEC §9)', () => {
    const current = { ...FIRST_PAGE, search: 'lab' };
    expect(
      changedQuery(current, { ...readFleetListUrl({ page: '2', search: 'lab' }, 10) }),
    ).toEqual({ offset: 10 });
  });

  it('a new search names the search (the store waits 500 ms)', () => {
    expect(changedQuery(FIRST_PAGE, readFleetListUrl({ search: 'lab' }, 10))).toEqual({
      search: 'lab',
    });
  });

  it('a cleared search removes it', () => {
    const change = changedQuery({ ...FIRST_PAGE, search: 'lab' }, readFleetListUrl({}, 10));
    expect(change).toHaveProperty('search', undefined);
    expect(Object.keys(change)).toEqual(['search']);
  });

  it('a sort change names sortBy and sortDirection as they changed', () => {
    expect(changedQuery(FIRST_PAGE, readFleetListUrl({ sort: 'CreatedAt:Desc' }, 10))).toEqual({
      sortBy: 'CreatedAt',
      sortDirection: 'Desc',
    });
  });

  it('the same state is no change', () => {
    expect(changedQuery(FIRST_PAGE, readFleetListUrl({}, 10))).toEqual({});
  });
});
