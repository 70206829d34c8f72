// A slice of the simulator's update steps (src/simulator/slices.ts): its work runs on the
// stores the slice gives, and its live messages go out once the work is done, in order, or
// not at all when it fails.
import { describe, expect, it } from 'vitest';
import type { LiveHub } from '../src/live/hub.js';
import type { LiveMessage } from '../src/live/messages.js';
import type { SimulationEnv } from '../src/simulator/environment.js';
import { inSlice, type WriteSlice } from '../src/simulator/slices.js';
import type { Stores } from '../src/store/index.js';

function envWithLive() {
  const published: Array<[string, LiveMessage]> = [];
  const live = {
    publish: (repositoryId: string, message: LiveMessage) => {
      published.push([repositoryId, message]);
    },
  } as unknown as LiveHub;
  const stores = { name: 'the sandbox' } as unknown as Stores;
  const env = { context: { stores, live } } as unknown as SimulationEnv;
  return { env, published };
}

const seen = (uuid: string): LiveMessage => ({ type: 'DeviceSeen', deviceUuid: uuid });

describe('a slice of update steps', () => {
  it("runs on the slice's stores and publishes its messages once the work is done", async () => {
    const { env, published } = envWithLive();
    const sliceStores = { name: 'the transaction' } as unknown as Stores;
    const slice: WriteSlice = (work) => work(sliceStores);
    let publishedDuringWork = -1;
    await inSlice(env, slice, async (sliceEnv) => {
      expect(sliceEnv.context.stores).toBe(sliceStores);
      sliceEnv.context.live.publish('repo-1', seen('a'));
      sliceEnv.context.live.publish('repo-2', seen('b'));
      publishedDuringWork = published.length;
    });
    expect(publishedDuringWork).toBe(0);
    expect(published).toEqual([
      ['repo-1', seen('a')],
      ['repo-2', seen('b')],
    ]);
  });

  it('publishes nothing when the work fails, and fails with it', async () => {
    const { env, published } = envWithLive();
    await expect(
      inSlice(env, undefined, async (sliceEnv) => {
        expect(sliceEnv.context.stores).toBe(env.context.stores);
        sliceEnv.context.live.publish('repo-1', seen('a'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(published).toEqual([]);
  });
});
