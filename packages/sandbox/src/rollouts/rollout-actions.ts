// The actions on a rollout (openapi/paths/rollouts.yaml): start, pause, resume, approve the
// next phase, abort. Each is allowed in some states only (409 otherwise) and is a guarded
// write, so a concurrent engine step or action cannot be overwritten.
import { pickPhases } from '@fleet/sdk/domain';
import type { SandboxContext } from '../context.js';
import { conflict } from '../http/errors.js';
import type { Device } from '../store/devices.js';
import type { RolloutState, StoredRollout } from '../store/rollouts.js';
import { devicesMatching, devicesOf } from '../updates/update-targets.js';
import { abortRollout } from './engine.js';

type Context = Pick<SandboxContext, 'stores' | 'live'>;

const ACTIVE: readonly RolloutState[] = ['scheduled', 'running', 'waitingForApproval', 'paused'];

const refused = (rollout: StoredRollout, action: string) =>
  conflict(`A ${rollout.state} rollout cannot be ${action}.`);

const changedMeanwhile = () => conflict('The rollout changed meanwhile; read it and try again.');

/** The devices the target holds now. */
async function targetDevices(context: Context, rollout: StoredRollout): Promise<Device[]> {
  const { target, repositoryId } = rollout;
  if ('expression' in target)
    return devicesMatching(context.stores, repositoryId, target.expression);
  if ('fleets' in target) return devicesOf(context.stores, repositoryId, [], target.fleets);
  return devicesOf(context.stores, repositoryId, target.devices, []);
}

/** A draft goes: its targets are fixed and split into phases by the seed. */
export async function startRollout(
  context: Context,
  rollout: StoredRollout,
  now: string,
): Promise<StoredRollout> {
  if (rollout.state !== 'draft') throw refused(rollout, 'started');
  const devices = await targetDevices(context, rollout);
  if (devices.length === 0) throw conflict('The rollout’s target holds no device.');
  const phases = pickPhases(
    devices.map((device) => device.deviceUuid),
    rollout.seed,
    rollout.phases.map((phase) => phase.size),
  );
  let position = 0;
  await context.stores.rollouts.addDevices(
    rollout.id,
    phases.flatMap((uuids, phase) =>
      uuids.map((deviceUuid) => ({ deviceUuid, phase, position: position++ })),
    ),
  );
  const scheduled = rollout.startAt !== null && Date.parse(rollout.startAt) > Date.parse(now);
  const started = await context.stores.rollouts.change(
    rollout.id,
    'draft',
    {
      state: scheduled ? 'scheduled' : 'running',
      targetedDevices: devices.length,
      startedAt: now,
      nextPhaseAt: scheduled ? rollout.startAt : null,
    },
    now,
  );
  if (!started) throw changedMeanwhile();
  return started;
}

export async function pauseRollout(
  context: Context,
  rollout: StoredRollout,
  now: string,
): Promise<StoredRollout> {
  if (!['scheduled', 'running', 'waitingForApproval'].includes(rollout.state))
    throw refused(rollout, 'paused');
  const paused = await context.stores.rollouts.change(
    rollout.id,
    rollout.state,
    { state: 'paused', pausedFrom: rollout.state, nextPhaseAt: null },
    now,
  );
  if (!paused) throw changedMeanwhile();
  return paused;
}

export async function resumeRollout(
  context: Context,
  rollout: StoredRollout,
  now: string,
): Promise<StoredRollout> {
  if (rollout.state !== 'paused') throw refused(rollout, 'resumed');
  const resumed = await context.stores.rollouts.change(
    rollout.id,
    'paused',
    { state: rollout.pausedFrom ?? 'running', pausedFrom: null },
    now,
  );
  if (!resumed) throw changedMeanwhile();
  return resumed;
}

export async function approveNextPhase(
  context: Context,
  rollout: StoredRollout,
  now: string,
): Promise<StoredRollout> {
  if (rollout.state !== 'waitingForApproval') throw refused(rollout, 'approved');
  const approved = await context.stores.rollouts.change(
    rollout.id,
    'waitingForApproval',
    { state: 'running', approvedPhase: (rollout.currentPhase ?? -1) + 1 },
    now,
  );
  if (!approved) throw changedMeanwhile();
  return approved;
}

export async function abortByHand(
  context: Context,
  rollout: StoredRollout,
  message: string | undefined,
  now: string,
): Promise<StoredRollout> {
  if (!ACTIVE.includes(rollout.state) && rollout.state !== 'draft')
    throw refused(rollout, 'aborted');
  const aborted = await abortRollout(
    context,
    rollout,
    { code: 'manual', message: message ?? 'Aborted by hand.' },
    now,
  );
  if (!aborted) throw changedMeanwhile();
  return aborted;
}
