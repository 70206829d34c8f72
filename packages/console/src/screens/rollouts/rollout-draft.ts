// The creation flow's form (issue 14): what the user has chosen so far, in the form's own
// terms (texts as typed, chosen things with their names), and the edits the phase list offers
// (add, remove, move up/down). rollout-request.ts turns a complete draft into the API's
// rollout definition.
import type { MaintenanceWindow, Package } from '@fleet/sdk';
import { WEEKDAYS, type Weekday } from '@fleet/sdk/domain';

export type TargetKind = 'fleets' | 'devices' | 'filter';
export type PhaseSizeKind = 'percent' | 'count';
export type PhaseThen = 'wait' | 'approval';

export interface PhaseDraft {
  /** Stable across reordering (a React key), never sent. */
  key: number;
  sizeKind: PhaseSizeKind;
  /** The percentage of the remaining targets or the count of devices, as typed. */
  size: string;
  then: PhaseThen;
  /** Minutes to wait before the next phase, as typed (with `then: 'wait'`). */
  waitMinutes: string;
}

/** The window as the API takes it; the end may be before the start (across midnight). */
export type WindowDraft = MaintenanceWindow;

/** A fleet or device chosen as a target, with the name the form shows. */
export interface Chosen {
  id: string;
  name: string;
}

export interface RolloutDraft {
  name: string;
  targetKind: TargetKind;
  fleets: readonly Chosen[];
  devices: readonly Chosen[];
  /** A device filter expression (SPEC's fleet expression language). */
  filter: string;
  packages: readonly Package[];
  phases: readonly PhaseDraft[];
  /** Failed ÷ finished above this percentage aborts, as typed; the same for every phase. */
  failureThreshold: string;
  /** No window: devices may start at any time. */
  window: WindowDraft | undefined;
  /** No start time: the rollout starts when the user starts it. */
  startAt: Date | null;
}

/** Three phases: a small pilot, a larger wave after approval, then the rest. */
export function newDraft(): RolloutDraft {
  return {
    name: '',
    targetKind: 'fleets',
    fleets: [],
    devices: [],
    filter: '',
    packages: [],
    phases: [
      { key: 1, sizeKind: 'percent', size: '5', then: 'wait', waitMinutes: '60' },
      { key: 2, sizeKind: 'percent', size: '25', then: 'approval', waitMinutes: '60' },
      { key: 3, sizeKind: 'percent', size: '100', then: 'wait', waitMinutes: '0' },
    ],
    failureThreshold: '20',
    window: undefined,
    startAt: null,
  };
}

/** Adds `item` unless it is chosen already. */
export function withChosen(chosen: readonly Chosen[], item: Chosen): Chosen[] {
  return chosen.some((kept) => kept.id === item.id) ? [...chosen] : [...chosen, item];
}

export const DEFAULT_WINDOW: WindowDraft = {
  timeZone: 'UTC',
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start: '22:00',
  end: '04:00',
};

export function addPhase(phases: readonly PhaseDraft[]): PhaseDraft[] {
  const key = Math.max(0, ...phases.map((phase) => phase.key)) + 1;
  return [...phases, { key, sizeKind: 'percent', size: '100', then: 'wait', waitMinutes: '0' }];
}

/** Removes the phase at `index`; the last phase stays (a rollout has at least one). */
export function removePhase(phases: readonly PhaseDraft[], index: number): PhaseDraft[] {
  if (phases.length <= 1) return [...phases];
  return phases.filter((_, at) => at !== index);
}

/** Moves the phase at `index` one place up (-1) or down (+1); at an end, nothing moves. */
export function movePhase(phases: readonly PhaseDraft[], index: number, by: -1 | 1): PhaseDraft[] {
  const to = index + by;
  const moved = [...phases];
  if (to < 0 || to >= phases.length || index < 0 || index >= phases.length) return moved;
  const [phase] = moved.splice(index, 1);
  if (phase) moved.splice(to, 0, phase);
  return moved;
}

export function changePhase(
  phases: readonly PhaseDraft[],
  index: number,
  change: Partial<Omit<PhaseDraft, 'key'>>,
): PhaseDraft[] {
  return phases.map((phase, at) => (at === index ? { ...phase, ...change } : phase));
}

export function toggleWeekday(weekdays: readonly Weekday[], day: Weekday): Weekday[] {
  if (weekdays.includes(day)) return weekdays.filter((kept) => kept !== day);
  return WEEKDAYS.filter((weekday) => weekday === day || weekdays.includes(weekday));
}
