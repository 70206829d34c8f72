import { describe, expect, it } from 'vitest';
import { createTopFleetsStore } from './top-fleets';
import { fakeFleet } from './testing/fake-fleet';
import { fleet, pageOf } from './testing/store-fixtures';

describe('SPEC §9 top fleets chart', () => {
  it('fetches up to 1000 fleets and keeps the 8 with the most devices', async () => {
    const fleets = Array.from({ length: 12 }, (_, i) => fleet(i + 1));
    const fake = fakeFleet({
      'GET /api/v2beta/fleets': { status: 200, body: pageOf(fleets, { limit: 1000 }) },
      'GET /api/v2beta/fleets-count': ({ query }) => ({
        status: 200,
        // Fleet n has (n * 7) % 12 devices: a shuffled order, with fleet 12 at 0.
        body: {
          values: Object.fromEntries(
            query.getAll('groupIds').map((id, i) => [id, ((i + 1) * 7) % 12]),
          ),
        },
      }),
    });
    const store = createTopFleetsStore({ sdk: fake.fleet });
    const top = await store.refresh();
    expect(fake.sent('GET /api/v2beta/fleets')[0]!.query.get('limit')).toBe('1000');
    expect(fake.sent('GET /api/v2beta/fleets-count')[0]!.query.getAll('groupIds')).toHaveLength(12);
    expect(top.map((f) => [f.name, f.deviceCount])).toEqual([
      ['Fleet 05', 11],
      ['Fleet 10', 10],
      ['Fleet 03', 9],
      ['Fleet 08', 8],
      ['Fleet 01', 7],
      ['Fleet 06', 6],
      ['Fleet 11', 5],
      ['Fleet 04', 4],
    ]);
    expect(store.topFleets.data.value).toEqual(top);
    expect(fake.problems()).toEqual([]);
  });

  it('has no fleets to count when there are none', async () => {
    const fake = fakeFleet({ 'GET /api/v2beta/fleets': { status: 200, body: pageOf([]) } });
    const store = createTopFleetsStore({ sdk: fake.fleet });
    await expect(store.refresh()).resolves.toEqual([]);
    expect(fake.sent('GET /api/v2beta/fleets-count')).toEqual([]);
  });
});
