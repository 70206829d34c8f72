import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-channel';
import { rolloutFixture } from '../resources/testing/rollout-fixture';
import { createRolloutsStore } from './rollouts';
import { fakeFleet } from './testing/fake-fleet';

const running = rolloutFixture();

/** A live channel the test drives by hand. */
function fakeLive() {
  const events = new Set<(event: LiveEvent) => void>();
  const reconnected = new Set<() => void>();
  return {
    onEvent(listener: (event: LiveEvent) => void) {
      events.add(listener);
      return () => events.delete(listener);
    },
    onReconnected(listener: () => void) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    emit: (event: LiveEvent) => events.forEach((listener) => listener(event)),
  };
}

function setup() {
  const fake = fakeFleet({
    'GET /api/v2beta/rollouts': {
      status: 200,
      body: { values: [running], total: 1, offset: 0, limit: 20 },
    },
    'GET /api/v2beta/rollouts/{rolloutId}': { status: 200, body: running },
    'GET /api/v2beta/rollouts/{rolloutId}/phases/{phase}/devices': {
      status: 200,
      body: { values: [], total: 0, offset: 0, limit: 50 },
    },
    'POST /api/v2beta/rollouts/{rolloutId}/pause': {
      status: 200,
      body: rolloutFixture({ state: 'paused' }),
    },
  });
  const live = fakeLive();
  const store = createRolloutsStore({ sdk: fake.fleet, live });
  return { fake, live, store };
}

describe('rollouts store', () => {
  it('patches the list and the opened rollout from live progress, without a reload', async () => {
    const { fake, live, store } = setup();
    await store.load();
    await store.open(running.id);
    await store.showPhase(0);
    const first = running.phases[0]!;
    const progressed = rolloutFixture({
      phases: [
        { ...first, counts: { ...first.counts, pending: 0, failed: 4 } },
        ...running.phases.slice(1),
      ],
    });
    live.emit({
      ok: true,
      type: 'RolloutProgress',
      message: { type: 'RolloutProgress', rollout: progressed },
    });
    expect(store.page.data.value?.values[0]?.phases[0]?.counts.failed).toBe(4);
    expect(store.rollout.data.value?.phases[0]?.counts.failed).toBe(4);
    expect(fake.sent('GET /api/v2beta/rollouts')).toHaveLength(1);
    // The phase shown changed: its devices reload.
    await expect
      .poll(() => fake.sent('GET /api/v2beta/rollouts/{rolloutId}/phases/{phase}/devices').length)
      .toBe(2);
    expect(fake.problems()).toEqual([]);
    store.dispose();
  });

  it('shows the state an action answers', async () => {
    const { store } = setup();
    await store.load();
    await store.open(running.id);
    const paused = store.pause(running.id);
    expect(store.acting.value.has(running.id)).toBe(true);
    await paused;
    expect(store.acting.value.size).toBe(0);
    expect(store.rollout.data.value?.state).toBe('paused');
    expect(store.page.data.value?.values[0]?.state).toBe('paused');
    store.dispose();
  });

  it('reloads the first page when a live frame names a rollout it does not hold', async () => {
    const { fake, live, store } = setup();
    await store.load();
    const other = rolloutFixture({ id: '0b7f3a10-6c2d-4e59-8a41-3d2c1b0a9f8e', state: 'draft' });
    live.emit({
      ok: true,
      type: 'RolloutStateChanged',
      message: { type: 'RolloutStateChanged', rollout: other },
    });
    await expect.poll(() => fake.sent('GET /api/v2beta/rollouts').length).toBe(2);
    store.dispose();
  });
});
