// Rollouts (docs/rollouts.md): a page of the repository's rollouts, the one opened with the
// devices of one of its phases, and the actions that move a rollout on. The live channel's
// RolloutStateChanged and RolloutProgress frames carry the whole rollout; the store replaces
// its copy in the page and the opened one, so progress shows without a reload.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { FleetSdk } from '../fleet';
import type { LiveChannel, LiveEvent } from '../live/live-channel';
import type {
  Rollout,
  RolloutDefinition,
  RolloutDevicePage,
  RolloutListQuery,
  RolloutPage,
} from '../resources/rollouts';
import { asyncState } from './support/async-state';
import { consoleLogger, type Logger } from './support/logger';

export interface RolloutsStoreDeps {
  sdk: Pick<FleetSdk, 'rollouts'>;
  /** When given, live rollout frames patch the store and a reconnection reloads it. */
  live?: Pick<LiveChannel, 'onEvent' | 'onReconnected'>;
  logger?: Logger;
}

/** The page size of the rollout list. */
export const ROLLOUT_PAGE_SIZE = 20;
/** The page size of a phase's devices. */
export const ROLLOUT_DEVICE_PAGE_SIZE = 50;

export type RolloutsStore = ReturnType<typeof createRolloutsStore>;

export function createRolloutsStore(deps: RolloutsStoreDeps) {
  const { rollouts } = deps.sdk;
  const logger = deps.logger ?? consoleLogger;
  const page = asyncState<RolloutPage>();
  const query = signal<RolloutListQuery>({ offset: 0, limit: ROLLOUT_PAGE_SIZE });
  const rollout = asyncState<Rollout>();
  const phase = signal<number | undefined>(undefined);
  const phaseDevices = asyncState<RolloutDevicePage>();
  const acting = signal<ReadonlySet<string>>(new Set());

  const openedId = () => rollout.data.peek()?.id;

  const loadPage = () =>
    page.run((abort) => rollouts.listRollouts(query.peek(), { signal: abort }));
  const loadPhaseDevices = (rolloutId: string, index: number, offset = 0) =>
    phaseDevices.run((abort) =>
      rollouts.listPhaseDevices(
        rolloutId,
        index,
        { offset, limit: ROLLOUT_DEVICE_PAGE_SIZE },
        { signal: abort },
      ),
    );
  const logFailure = (what: string) => (error: unknown) => logger.warn(what, error);

  /** Puts a newer copy of a rollout wherever the store shows it. */
  function applyRollout(next: Rollout): void {
    const listed = page.data.peek();
    if (listed?.values.some((known) => known.id === next.id))
      page.update(
        (current) =>
          current && {
            ...current,
            values: current.values.map((known) => (known.id === next.id ? next : known)),
          },
      );
    else if (listed && (query.peek().offset ?? 0) === 0)
      // A rollout new to this page: the first page reloads to place it (newest first).
      loadPage().catch(logFailure('Could not reload the rollouts'));
    if (openedId() !== next.id) return;
    const before = rollout.data.peek();
    rollout.set(next);
    const index = phase.peek();
    if (index === undefined) return;
    if (
      JSON.stringify(before?.phases[index]?.counts) !== JSON.stringify(next.phases[index]?.counts)
    )
      loadPhaseDevices(next.id, index, phaseDevices.data.peek()?.offset ?? 0).catch(
        logFailure('Could not reload the phase devices'),
      );
  }

  async function act(rolloutId: string, action: () => Promise<Rollout>): Promise<Rollout> {
    acting.value = new Set([...acting.peek(), rolloutId]);
    try {
      const next = await action();
      applyRollout(next);
      return next;
    } finally {
      const rest = new Set(acting.peek());
      rest.delete(rolloutId);
      acting.value = rest;
    }
  }

  const stopEvents = deps.live?.onEvent((event: LiveEvent) => {
    if (event.type === 'RolloutStateChanged' || event.type === 'RolloutProgress')
      applyRollout(event.message.rollout);
  });
  const stopReconnected = deps.live?.onReconnected(() => {
    if (page.data.peek()) loadPage().catch(logFailure('Could not reload the rollouts'));
    const id = openedId();
    if (id !== undefined)
      rollout
        .run((abort) => rollouts.getRollout(id, { signal: abort }))
        .catch(logFailure('Could not reload the rollout'));
  });

  return {
    /** The page of rollouts shown, newest first. */
    page,
    query: query as ReadonlySignal<RolloutListQuery>,
    /** The rollout opened. */
    rollout,
    /** The phase (from 0) whose devices `phaseDevices` holds. */
    phase: phase as ReadonlySignal<number | undefined>,
    phaseDevices,
    /** Ids of rollouts an action is under way on. */
    acting: acting as ReadonlySignal<ReadonlySet<string>>,

    /** Loads a page of rollouts (states, offset, limit); what is left out keeps its value. */
    load(change: RolloutListQuery = {}): Promise<RolloutPage> {
      query.value = { ...query.peek(), ...change };
      return loadPage();
    },
    /** Opens one rollout; the devices of a phase come with `showPhase`. */
    async open(rolloutId: string): Promise<Rollout> {
      if (openedId() !== rolloutId) {
        phase.value = undefined;
        phaseDevices.abort();
        phaseDevices.set(undefined);
      }
      return rollout.run((abort) => rollouts.getRollout(rolloutId, { signal: abort }));
    },
    /** Shows the devices of one phase of the opened rollout, from `offset`. */
    showPhase(index: number, offset = 0): Promise<RolloutDevicePage> {
      const id = openedId();
      if (id === undefined) return Promise.reject(new Error('No rollout is open'));
      phase.value = index;
      return loadPhaseDevices(id, index, offset);
    },
    /** Creates a draft; the first page reloads to list it. */
    async create(definition: RolloutDefinition): Promise<Rollout> {
      const created = await rollouts.createRollout(definition);
      applyRollout(created);
      return created;
    },
    start: (rolloutId: string) => act(rolloutId, () => rollouts.startRollout(rolloutId)),
    pause: (rolloutId: string) => act(rolloutId, () => rollouts.pauseRollout(rolloutId)),
    resume: (rolloutId: string) => act(rolloutId, () => rollouts.resumeRollout(rolloutId)),
    approve: (rolloutId: string) => act(rolloutId, () => rollouts.approveNextPhase(rolloutId)),
    abort: (rolloutId: string, message?: string) =>
      act(rolloutId, () =>
        rollouts.abortRollout(rolloutId, message === undefined ? {} : { message }),
      ),
    /** A rollout as a live frame carries it: replaces the copies shown. */
    applyRollout,
    dispose(): void {
      stopEvents?.();
      stopReconnected?.();
      page.abort();
      rollout.abort();
      phaseDevices.abort();
    },
  };
}
