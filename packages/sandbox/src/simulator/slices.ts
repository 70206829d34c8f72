// The simulator's update steps run in slices (DESIGN "The sandbox"): each slice's writes are
// one unit of work, and the event loop serves what waits between two slices. On the embedded
// database, every commit syncs the log to disk (about 6 ms on the bench machine) with the
// event loop held; a round of 100 steps written one commit at a time held it for over half a
// second. A slice of steps is one transaction: one sync for all its writes.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LiveHub } from '../live/hub.js';
import type { LiveMessage } from '../live/messages.js';
import type { Stores } from '../store/index.js';
import type { SimulationEnv } from './environment.js';

/** Update steps per slice: one slice holds the loop for its steps' work and one commit. */
export const STEPS_PER_SLICE = 25;

/**
 * Runs work on stores whose writes commit together (`storesInTransaction`, on the embedded
 * database); without one, on the sandbox's stores as they are (PostgreSQL's statements leave
 * the event loop anyway).
 */
export type WriteSlice = <T>(work: (stores: Stores) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one slice, then lets the event loop serve what waits. The live messages the
 * work publishes go out once its writes are committed, in order, so a client that reads
 * after a message finds what it says; when the slice fails they are dropped with its writes.
 */
export async function inSlice(
  env: SimulationEnv,
  slice: WriteSlice | undefined,
  work: (env: SimulationEnv) => Promise<void>,
): Promise<void> {
  const { live } = env.context;
  const held: Array<[repositoryId: string, message: LiveMessage]> = [];
  const holding: LiveHub = {
    ...live,
    publish: (repositoryId, message) => {
      held.push([repositoryId, message]);
    },
  };
  const run = (stores: Stores) => work({ ...env, context: { stores, live: holding } });
  await (slice ? slice(run) : run(env.context.stores));
  for (const [repositoryId, message] of held) live.publish(repositoryId, message);
  await nextTurn();
}
