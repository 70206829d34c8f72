import { describe, expect, it, vi } from 'vitest';
import { createFleetExpressionPreviewStore } from './fleet-expression-preview';
import { manualScheduler } from './support/manual-scheduler';
import { fakeFleet } from './testing/fake-fleet';
import { device, pageOf } from './testing/store-fixtures';

const ROUTE = 'GET /api/v2beta/fleets-expression-devices';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const fake = fakeFleet({
    [ROUTE]: ({ query }) =>
      query.get('expression') === 'colour is red'
        ? {
            status: 400,
            body: { code: 'bad_request', msg: 'The expression is not valid: unknown field colour' },
          }
        : { status: 200, body: pageOf([device(1), device(2)], { total: 7 }) },
  });
  const scheduler = manualScheduler();
  const logger = { warn: vi.fn() };
  const store = createFleetExpressionPreviewStore({ sdk: fake.fleet, scheduler, logger });
  return { fake, scheduler, store, logger };
}

describe('the preview of a dynamic fleet’s devices', () => {
  it('loads once, 500 ms after the expression last changed, with the total', async () => {
    const { fake, scheduler, store } = setup();
    store.setExpression('name contains G');
    scheduler.advance(300);
    store.setExpression('name contains Gateway');
    expect(store.loading.value).toBe(true);
    scheduler.advance(499);
    expect(fake.sent(ROUTE)).toHaveLength(0);
    scheduler.advance(1);
    await tick();
    await tick();
    expect(fake.sent(ROUTE).map((r) => r.query.get('expression'))).toEqual([
      'name contains Gateway',
    ]);
    expect(store.total.value).toBe(7);
    expect(store.devices.value).toHaveLength(2);
    expect(store.loading.value).toBe(false);
    expect(fake.problems()).toEqual([]);
  });

  it('keeps the server’s reason when it refuses the expression, and shows no devices', async () => {
    const { store, scheduler } = setup();
    store.setExpression('colour is red');
    scheduler.advance(500);
    await tick();
    await tick();
    expect(store.error.value?.message).toBe('The expression is not valid: unknown field colour');
    expect(store.devices.value).toBeUndefined();
  });

  it('asks nothing for an empty expression', () => {
    const { fake, store, scheduler } = setup();
    store.setExpression('x');
    store.setExpression('  ');
    scheduler.advance(500);
    expect(fake.sent(ROUTE)).toHaveLength(0);
    expect(store.loading.value).toBe(false);
  });
});
