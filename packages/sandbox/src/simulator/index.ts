// The device simulator (DESIGN "The sandbox"): the sandbox's devices check in and carry out
// the updates assigned to them, so the console shows live status changes and update history.
import type { SandboxContext } from '../context.js';
import { runCheckIns } from './check-ins.js';
import { realClock, type SimulatorClock } from './clock.js';
import type { SimulationEnv } from './environment.js';
import { seededOutcomes, type OutcomeRule } from './outcomes.js';
import { onlineSince } from './presence.js';
import { createRandom, hashSeed } from './random.js';
import { inSlice, STEPS_PER_SLICE, type WriteSlice } from './slices.js';
import { tickDelay } from './timing.js';
import { runUpdateStep } from './update-steps.js';

export { ManualClock, realClock, type SimulatorClock } from './clock.js';
export { FAILURE_RATE, type OutcomeRule, type UpdateOutcome } from './outcomes.js';
export { isReachable } from './presence.js';
export type { WriteSlice } from './slices.js';

/** At most this many update steps run per round. */
export const UPDATE_STEPS_PER_TICK = 100;

export interface SimulatorOptions {
  /** 1 is real time, 10 ten times faster; 0 stops the timer (tick() still runs a round). */
  rate: number;
  /** Seeds timings, check-in jitter and the default outcomes. */
  seed: number;
  /** Default: the real clock. */
  clock?: SimulatorClock;
  /** Default: about one update in ten fails, decided by the seed. */
  outcome?: OutcomeRule;
  /** Runs at the end of each round with its time (the rollout engine's tick). */
  onRound?: (now: string) => Promise<void>;
  /**
   * Where a slice of update steps writes: stores whose writes commit together (slices.ts).
   * Default: the sandbox's stores, each write on its own.
   */
  slice?: WriteSlice;
}

export interface DeviceSimulator {
  /** Starts the rounds on the clock's timer (nothing at rate 0). */
  start(): void;
  /** Stops the rounds and waits for one that is running. */
  stop(): Promise<void>;
  /**
   * Runs one round now: scheduled updates whose time has come start, due update steps run,
   * and a few devices check in. Rounds never overlap.
   */
  tick(): Promise<void>;
}

export function createDeviceSimulator(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  options: SimulatorOptions,
): DeviceSimulator {
  const env: SimulationEnv = {
    context,
    rate: options.rate,
    clock: options.clock ?? realClock,
    random: createRandom(hashSeed(options.seed, 'simulator')),
    outcome: options.outcome ?? seededOutcomes(options.seed),
    onlineSince: '',
  };
  let begun = false;
  let cursor = '';
  let running: Promise<void> = Promise.resolve();
  let cancelTimer: (() => void) | undefined;
  let stopped = true;

  const round = async (): Promise<void> => {
    if (!begun) {
      env.onlineSince = await onlineSince(context.stores, env.clock.now());
      begun = true;
    }
    const now = new Date(env.clock.now()).toISOString();
    const due = await context.stores.updates.due(now, UPDATE_STEPS_PER_TICK);
    // In slices, so the event loop serves requests between them (slices.ts).
    for (let start = 0; start < due.length; start += STEPS_PER_SLICE) {
      await inSlice(env, options.slice, async (sliceEnv) => {
        for (const update of due.slice(start, start + STEPS_PER_SLICE)) {
          try {
            await runUpdateStep(sliceEnv, update);
          } catch (error) {
            // One broken update must not hold up the others.
            console.error(`The device simulator failed a step of update ${update.id}:`, error);
          }
        }
      });
    }
    cursor = await runCheckIns(env, cursor);
    await options.onRound?.(now);
  };

  const tick = (): Promise<void> => {
    running = running.then(round, round);
    return running;
  };

  const schedule = (): void => {
    if (stopped) return;
    cancelTimer = env.clock.setTimer(
      () => {
        tick()
          .catch((error: unknown) => console.error('The device simulator failed a round:', error))
          .finally(schedule);
      },
      tickDelay(env.rate, env.random),
    );
  };

  return {
    start() {
      if (!stopped || env.rate <= 0) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      cancelTimer?.();
      await running.catch(() => undefined);
    },
    tick,
  };
}
