// The rollout engine (docs/rollouts.md): each round, every active rollout takes the steps the
// rules give (@fleet/sdk/domain nextRolloutAction) until it has to wait, and its watchers get
// what changed on the live channel. A finished rollout whose devices are still installing is
// followed too, its progress sent until they have settled. Every step is a guarded write of the database, so two
// writers never both move a rollout and a restarted sandbox goes on where it stopped.
import type { components } from '@fleet/sdk';
import { nextRolloutAction, type RolloutSituation } from '@fleet/sdk/domain';
import type { SandboxContext } from '../context.js';
import type { PhaseRun, RolloutChange, StoredRollout } from '../store/rollouts.js';
import { cancelUnfetched } from './cancel-assignments.js';
import { rolloutProgress, rolloutStateChanged } from './live-frames.js';
import { assignPhase } from './phase-assignment.js';
import { outcomesOf, rolloutBody } from './rollout-body.js';

type Schemas = components['schemas'];
type Context = Pick<SandboxContext, 'stores' | 'live'>;

/** More steps than this in one go means a rule loops: the round stops and says so. */
const MAX_STEPS = 3 * 20 + 5;

export interface RolloutEngine {
  /** The engine's time (the simulator's clock), which actions on rollouts use too. */
  now(): string;
  /** One round over every active rollout, and every finished one still settling. */
  tick(now: string): Promise<void>;
  /** Takes the steps one rollout can take now (after an action on it); answers it then. */
  advance(rollout: StoredRollout, now: string): Promise<Schemas['Rollout']>;
  /** Says what changed to the rollout's watchers (after an action on it). */
  publish(rollout: StoredRollout): Promise<Schemas['Rollout']>;
}

/** A rollout as the API shows it, read now. */
export async function readRollout(
  { stores }: Pick<Context, 'stores'>,
  rollout: StoredRollout,
): Promise<Schemas['Rollout']> {
  return rolloutBody(rollout, await stores.rollouts.tally(rollout.id));
}

function situationOf(body: Schemas['Rollout'], rollout: StoredRollout): RolloutSituation {
  return {
    state: rollout.state,
    startAt: rollout.startAt,
    maintenanceWindow: rollout.maintenanceWindow,
    currentPhase: rollout.currentPhase,
    approvedPhase: rollout.approvedPhase,
    phases: body.phases.map((phase) => ({
      ...(phase.then !== undefined && { then: phase.then }),
      failureThresholdPercent: phase.failureThresholdPercent,
      state: phase.state,
      finishedAt: phase.finishedAt ?? null,
      outcomes: outcomesOf(phase.counts),
    })),
  };
}

const withRun = (runs: readonly PhaseRun[], index: number, change: Partial<PhaseRun>) =>
  runs.map((run, i) => (i === index ? { ...run, ...change } : run));

/** Ends a rollout for good: phases not run are skipped, unfetched assignments cancelled. */
export async function abortRollout(
  context: Context,
  rollout: StoredRollout,
  reason: Schemas['RolloutAbortReason'],
  now: string,
): Promise<StoredRollout | undefined> {
  const phaseRuns = rollout.phaseRuns.map((run): PhaseRun =>
    run.state === 'running'
      ? { ...run, state: 'finished', finishedAt: now }
      : run.state === 'waiting'
        ? { ...run, state: 'skipped' }
        : run,
  );
  const aborted = await context.stores.rollouts.change(
    rollout.id,
    rollout.state,
    {
      state: 'aborted',
      abortReason: reason,
      phaseRuns,
      nextPhaseAt: null,
      finishedAt: now,
      settling: true,
    },
    now,
  );
  if (aborted) await cancelUnfetched(context, aborted, now);
  return aborted;
}

function thresholdReason(body: Schemas['Rollout'], phase: number): Schemas['RolloutAbortReason'] {
  const crossed = body.phases[phase];
  if (!crossed) throw new Error(`Rollout ${body.id} has no phase ${phase}`);
  const { counts, failureThresholdPercent } = crossed;
  const took = counts.pending + counts.inProgress + counts.succeeded + counts.failed;
  return {
    code: 'failureThreshold',
    phase,
    message:
      `Phase ${phase + 1}: ${counts.failed} of the ${took} devices that took the update failed, ` +
      `more than the ${failureThresholdPercent}% its threshold allows.`,
  };
}

const countsOf = (body: Schemas['Rollout']) =>
  JSON.stringify(body.phases.map((phase) => phase.counts));

/** Whether a device of the rollout is still to install (pending) or installing. */
const unsettled = (body: Schemas['Rollout']) =>
  body.phases.some(({ counts }) => counts.pending + counts.inProgress > 0);

/** One step; the rollout after it, or undefined when it must wait (or someone else moved it). */
async function step(
  context: Context,
  rollout: StoredRollout,
  body: Schemas['Rollout'],
  now: string,
): Promise<StoredRollout | undefined> {
  const { stores } = context;
  const action = nextRolloutAction(situationOf(body, rollout), new Date(now));
  const change = (next: RolloutChange) =>
    stores.rollouts.change(rollout.id, rollout.state, next, now);
  switch (action.kind) {
    case 'none':
      return undefined;
    case 'wait':
      if (rollout.nextPhaseAt !== action.until) await change({ nextPhaseAt: action.until });
      return undefined;
    case 'run':
      return change({ state: 'running', nextPhaseAt: null });
    case 'abort':
      return abortRollout(context, rollout, thresholdReason(body, action.phase), now);
    case 'finishPhase':
      return change({
        phaseRuns: withRun(rollout.phaseRuns, action.phase, { state: 'finished', finishedAt: now }),
      });
    case 'awaitApproval':
      return change({ state: 'waitingForApproval', nextPhaseAt: null });
    case 'startPhase': {
      const started = await change({
        currentPhase: action.phase,
        nextPhaseAt: null,
        phaseRuns: withRun(rollout.phaseRuns, action.phase, { state: 'running', startedAt: now }),
      });
      if (started) await assignPhase(context, started, action.phase, now);
      return started;
    }
    case 'complete':
      return change({ state: 'completed', nextPhaseAt: null, finishedAt: now, settling: true });
  }
}

export function createRolloutEngine(
  context: Context,
  clock: { now(): number } = Date,
): RolloutEngine {
  const { stores, live } = context;
  /** What each rollout's watchers last got, to send progress only when it changed. */
  const published = new Map<string, string>();
  /** One walk per rollout at a time: a round and an action never interleave their steps. */
  const walks = new Map<string, Promise<unknown>>();

  async function publish(rollout: StoredRollout): Promise<Schemas['Rollout']> {
    const body = await readRollout(context, rollout);
    published.set(rollout.id, countsOf(body));
    live.publish(rollout.repositoryId, rolloutStateChanged(body));
    return body;
  }

  async function walk(start: StoredRollout, now: string): Promise<Schemas['Rollout']> {
    let rollout = start;
    let body = await readRollout(context, rollout);
    let moved = false;
    for (let steps = 0; ; steps++) {
      if (steps > MAX_STEPS) throw new Error(`Rollout ${rollout.id} did not settle`);
      const next = await step(context, rollout, body, now);
      if (!next) break;
      rollout = next;
      body = await readRollout(context, rollout);
      moved = true;
    }
    const latest = (await stores.rollouts.find(rollout.repositoryId, rollout.id)) ?? rollout;
    if (latest.nextPhaseAt !== rollout.nextPhaseAt) moved = true;
    if (moved) return publish(latest);
    publishProgress(rollout, body);
    const followed = ['scheduled', 'running', 'waitingForApproval', 'paused'].includes(
      latest.state,
    );
    if (!followed && !latest.settling) published.delete(rollout.id);
    return body;
  }

  /** Sends the rollout's progress to its watchers if its counts changed since they last got it. */
  function publishProgress(rollout: StoredRollout, body: Schemas['Rollout']) {
    const counts = countsOf(body);
    if (published.get(rollout.id) === counts) return;
    published.set(rollout.id, counts);
    live.publish(rollout.repositoryId, rolloutProgress(body));
  }

  /**
   * A finished rollout's devices that were pending or in progress go on installing: their
   * progress is sent like a running rollout's, and once none is left the rollout stops settling.
   */
  async function settle(rollout: StoredRollout): Promise<void> {
    const body = await readRollout(context, rollout);
    publishProgress(rollout, body);
    if (unsettled(body)) return;
    await stores.rollouts.change(rollout.id, rollout.state, { settling: false }, rollout.updatedAt);
    published.delete(rollout.id);
  }

  function exclusive<T>(rolloutId: string, run: () => Promise<T>): Promise<T> {
    const before = walks.get(rolloutId) ?? Promise.resolve();
    const mine = before.then(run, run);
    const settled = mine.catch(() => undefined);
    walks.set(rolloutId, settled);
    void settled.then(() => {
      if (walks.get(rolloutId) === settled) walks.delete(rolloutId);
    });
    return mine;
  }

  /** Runs `run` on the rollout as it is now, alone; one broken rollout must not hold up others. */
  async function guarded(rollout: StoredRollout, run: (current: StoredRollout) => Promise<void>) {
    try {
      await exclusive(rollout.id, async () => {
        const current = await stores.rollouts.find(rollout.repositoryId, rollout.id);
        if (current) await run(current);
      });
    } catch (error) {
      console.error(`The rollout engine failed a step of rollout ${rollout.id}:`, error);
    }
  }

  return {
    now: () => new Date(clock.now()).toISOString(),
    async tick(now) {
      for (const rollout of await stores.rollouts.active()) {
        await guarded(rollout, async (current) => {
          await walk(current, now);
        });
      }
      for (const rollout of await stores.rollouts.settling()) {
        await guarded(rollout, async (current) => {
          if (current.settling) await settle(current);
        });
      }
    },
    advance(rollout, now) {
      return exclusive(rollout.id, async () => {
        const current = (await stores.rollouts.find(rollout.repositoryId, rollout.id)) ?? rollout;
        return walk(current, now);
      });
    },
    publish,
  };
}
