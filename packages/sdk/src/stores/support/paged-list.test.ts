import { describe, expect, it } from 'vitest';
import type { Page } from '../../resources/support/paginate';
import { manualScheduler } from './manual-scheduler';
import { pagedList, type PagedQuery } from './paged-list';

interface Query extends PagedQuery {
  search?: string;
}

function list(load: (query: Query) => Promise<Page<string>>) {
  const scheduler = manualScheduler();
  const paged = pagedList<Query, string>({
    defaults: { offset: 0, limit: 2 },
    load: (query) => load(query),
    keyOf: (item) => item,
    delayFor: (change) => ('search' in change ? 100 : 0),
    scheduler,
  });
  return { scheduler, paged };
}

describe('paged list', () => {
  it('a newer load wins over an older one that answers late', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { paged } = list(async (query) => {
      if (query.offset === 2) await slow;
      return { values: [`page at ${query.offset}`], total: 9, offset: query.offset ?? 0, limit: 2 };
    });
    paged.setQuery({ offset: 2 });
    paged.setQuery({ offset: 4 });
    await expect.poll(() => paged.items.value).toEqual(['page at 4']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paged.items.value).toEqual(['page at 4']);
  });

  it('a page not yet loaded takes no in-place changes', () => {
    const { paged } = list(async () => ({ values: [], total: 0, offset: 0, limit: 2 }));
    expect(paged.patchItem('a', (item) => item)).toBe(false);
    expect(paged.removeItem('a')).toBe(false);
    paged.addItem('a');
    expect(paged.items.value).toEqual([]);
  });

  it('a change to an item not on the page leaves the page as it is', async () => {
    const { paged } = list(async () => ({ values: ['a', 'b'], total: 9, offset: 0, limit: 2 }));
    paged.setQuery({ offset: 2 });
    await expect.poll(() => paged.items.value).toEqual(['a', 'b']);
    const shown = paged.page.value;
    expect(paged.patchItem('z', (item) => `${item}!`)).toBe(false);
    expect(paged.page.value).toBe(shown);
    expect(paged.patchItem('b', (item) => `${item}!`)).toBe(true);
    expect(paged.items.value).toEqual(['a', 'b!']);
  });

  it('an added item beyond the first page only counts', async () => {
    const { paged } = list(async (query) => ({
      values: ['c', 'd'],
      total: 4,
      offset: query.offset ?? 0,
      limit: 2,
    }));
    paged.setQuery({ offset: 2 });
    await expect.poll(() => paged.total.value).toBe(4);
    paged.addItem('e');
    expect(paged.items.value).toEqual(['c', 'd']);
    expect(paged.total.value).toBe(5);
  });
});
