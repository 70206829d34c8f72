// How a rollout, its phases and their devices read in a table.
import type { Rollout, RolloutDevice, RolloutPhase, RolloutPhaseDefinition } from '@fleet/sdk';
import { rolloutTotals } from '@fleet/sdk/domain';
import type { Colors, Column } from '../output';

const colorOfState = (text: string, colors: Colors) =>
  text === 'completed'
    ? colors.green(text)
    : text === 'aborted'
      ? colors.red(text)
      : text === 'waitingForApproval' || text === 'paused'
        ? colors.yellow(text)
        : text;

/** `5%`, `50 devices`. */
export function phaseSize(phase: RolloutPhaseDefinition): string {
  return 'percent' in phase.size ? `${phase.size.percent}%` : `${phase.size.count} devices`;
}

/** What follows a phase: `then approval`, `then wait PT2H`. */
export function phaseThen(phase: RolloutPhaseDefinition): string {
  if (phase.then === undefined) return '';
  return phase.then === 'approval' ? 'approval' : `wait ${phase.then.wait}`;
}

/**
 * Devices of the rollout that will not change any more (succeeded, failed, not affected or
 * cancelled) out of those targeted, as the console and <fleet-rollout-progress> count them.
 */
function progressOf(rollout: Rollout): string {
  const { finished, targeted } = rolloutTotals(rollout);
  return `${finished}/${targeted}`;
}

export const ROLLOUT_COLUMNS: readonly Column<Rollout>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'State', value: (r) => r.state, color: colorOfState },
  {
    header: 'Phase',
    value: (r) => (r.currentPhase === null ? '' : `${r.currentPhase + 1}/${r.phases.length}`),
  },
  { header: 'Finished', value: progressOf },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'Id', value: (r) => r.id },
];

export const ROLLOUT_FIELDS: readonly Column<Rollout>[] = [
  ...ROLLOUT_COLUMNS,
  { header: 'Packages', value: (r) => r.packageIds.join(', ') },
  {
    header: 'Target',
    value: (r) =>
      'fleets' in r.target
        ? `fleets ${r.target.fleets.join(', ')}`
        : 'devices' in r.target
          ? `${r.target.devices.length} devices`
          : `devices where ${r.target.expression}`,
  },
  { header: 'Devices', value: (r) => r.targetedDevices },
  {
    header: 'Window',
    value: (r) =>
      r.maintenanceWindow
        ? `${r.maintenanceWindow.weekdays.join(',')} ${r.maintenanceWindow.start}-${r.maintenanceWindow.end} ${r.maintenanceWindow.timeZone}`
        : '',
  },
  { header: 'Start at', value: (r) => r.startAt },
  { header: 'Next phase at', value: (r) => r.nextPhaseAt },
  { header: 'Aborted because', value: (r) => r.abortReason?.message },
];

export const PHASE_COLUMNS: readonly Column<RolloutPhase>[] = [
  { header: 'Phase', value: (p) => p.index + 1 },
  { header: 'Size', value: phaseSize },
  { header: 'Then', value: phaseThen },
  { header: 'Threshold', value: (p) => `${p.failureThresholdPercent}%` },
  { header: 'State', value: (p) => p.state },
  { header: 'Targeted', value: (p) => p.counts.targeted },
  { header: 'Waiting', value: (p) => p.counts.waiting },
  { header: 'Pending', value: (p) => p.counts.pending },
  { header: 'In progress', value: (p) => p.counts.inProgress },
  { header: 'Succeeded', value: (p) => p.counts.succeeded },
  {
    header: 'Failed',
    value: (p) => p.counts.failed,
    color: (text, colors) => (text === '0' ? text : colors.red(text)),
  },
  { header: 'Not affected', value: (p) => p.counts.notAffected },
  { header: 'Cancelled', value: (p) => p.counts.cancelled },
];

export const ROLLOUT_DEVICE_COLUMNS: readonly Column<RolloutDevice>[] = [
  { header: 'Device', value: (d) => d.name },
  {
    header: 'Outcome',
    value: (d) => d.outcome,
    color: (text, colors) =>
      text === 'succeeded' ? colors.green(text) : text === 'failed' ? colors.red(text) : text,
  },
  { header: 'Why not affected', value: (d) => d.code },
  { header: 'Assigned', value: (d) => d.assignedAt },
  { header: 'Finished', value: (d) => d.finishedAt },
  { header: 'UUID', value: (d) => d.deviceUuid },
];
