import { describe, expect, it } from 'vitest';
import { deviceListStartQuery, rememberedPageQuery } from './device-list-start';

const address = (query: string) => new URLSearchParams(query);

describe("the device list's first page, known before the screen", () => {
  it('is the whole list for an address without filter or search', () => {
    expect(deviceListStartQuery(address(''))).toEqual({ search: undefined });
  });

  it("takes the address's device filter keys and search", () => {
    expect(deviceListStartQuery(address('filter=updateFailed,hibernated&search=pump'))).toEqual({
      status: 'Error',
      hibernated: true,
      search: 'pump',
    });
  });

  it('is left to the screen for filters that depend on the moment and unknown parts', () => {
    expect(deviceListStartQuery(address('filter=recent'))).toBeUndefined();
    expect(deviceListStartQuery(address('filter=offline'))).toBeUndefined();
    expect(deviceListStartQuery(address('filter=preset:online'))).toBeUndefined();
    expect(deviceListStartQuery(address('filter=colour:blue'))).toBeUndefined();
  });

  it("goes on to the user's remembered page size and sort, from the first page", () => {
    const start = { status: 'UpToDate' as const };
    expect(rememberedPageQuery(start, { limit: 50, sortBy: 'Name' })).toEqual({
      status: 'UpToDate',
      offset: 0,
      limit: 50,
      sortBy: 'Name',
      sortDirection: 'Asc',
    });
    expect(rememberedPageQuery(start, { sortBy: 'Colour' })).toBeUndefined();
    expect(rememberedPageQuery(start, undefined)).toBeUndefined();
  });
});
