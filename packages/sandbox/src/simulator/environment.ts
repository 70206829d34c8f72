import type { SandboxContext } from '../context.js';
import type { SimulatorClock } from './clock.js';
import type { OutcomeRule } from './outcomes.js';
import type { Random } from './random.js';
import { realDelay, type Span } from './timing.js';

/** What every part of the simulator works with. */
export interface SimulationEnv {
  context: Pick<SandboxContext, 'stores' | 'live'>;
  /** 1 is real time; see timing.ts. */
  rate: number;
  clock: SimulatorClock;
  /** Timings and check-in jitter (outcomes have their own rule). */
  random: Random;
  outcome: OutcomeRule;
  /** Devices last seen before this stay offline (presence.ts); set by the first round. */
  onlineSince: string;
}

export const nowIso = (env: SimulationEnv): string => new Date(env.clock.now()).toISOString();

/** The ISO time a span of simulated time from now. */
export const after = (env: SimulationEnv, span: Span): string =>
  new Date(env.clock.now() + realDelay(span, env.rate, env.random)).toISOString();
