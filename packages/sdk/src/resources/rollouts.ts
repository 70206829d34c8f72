// Rollouts (docs/rollouts.md): phased updates that stop themselves when devices fail. An
// extension beyond the compatible API, under /api/v2beta/rollouts. A rollout is created as a
// draft and set going with `startRollout`; pause, resume, approve and abort move it on. The
// wire shapes are those of openapi/schemas/rollouts.yaml.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { requireNonEmptyString } from '../domain/validation';
import type { CallOptions, PageQuery } from './request-options';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type Rollout = Schemas['Rollout'];
export type RolloutPage = Schemas['RolloutPage'];
export type RolloutState = Schemas['RolloutState'];
export type RolloutDefinition = Schemas['RolloutDefinition'];
export type RolloutTarget = Schemas['RolloutTarget'];
export type RolloutPhase = Schemas['RolloutPhase'];
export type RolloutPhaseDefinition = Schemas['RolloutPhaseDefinition'];
export type RolloutPhaseCounts = Schemas['RolloutPhaseCounts'];
export type RolloutAbortReason = Schemas['RolloutAbortReason'];
export type MaintenanceWindow = Schemas['MaintenanceWindow'];
export type RolloutDevice = Schemas['RolloutDevice'];
export type RolloutDevicePage = Schemas['RolloutDevicePage'];
export type RolloutDeviceOutcome = Schemas['RolloutDeviceOutcome'];

export interface RolloutListQuery extends PageQuery {
  /** Only rollouts in these states. */
  states?: readonly RolloutState[];
}

export interface RolloutDeviceQuery extends PageQuery {
  /** Only devices with these outcomes. */
  outcomes?: readonly RolloutDeviceOutcome[];
}

/** The actions that move a rollout on, each a `POST /api/v2beta/rollouts/{id}/<action>`. */
export type RolloutAction = 'start' | 'pause' | 'resume' | 'approve' | 'abort';

const requireRolloutId = (rolloutId: unknown): string =>
  requireNonEmptyString(rolloutId, 'validation.fieldRequired', { field: 'rolloutId' });

export type RolloutsResource = ReturnType<typeof createRolloutsResource>;

export function createRolloutsResource(client: FleetClient) {
  const { api } = client;

  async function listRollouts(
    query: RolloutListQuery = {},
    options: CallOptions = {},
  ): Promise<RolloutPage> {
    return unwrap(
      api.GET('/api/v2beta/rollouts', {
        params: {
          query: {
            state: query.states && [...query.states],
            offset: query.offset,
            limit: query.limit,
          },
        },
        signal: options.signal,
      }),
    );
  }

  async function listPhaseDevices(
    rolloutId: string,
    phase: number,
    query: RolloutDeviceQuery = {},
    options: CallOptions = {},
  ): Promise<RolloutDevicePage> {
    requireRolloutId(rolloutId);
    return unwrap(
      api.GET('/api/v2beta/rollouts/{rolloutId}/phases/{phase}/devices', {
        params: {
          path: { rolloutId, phase },
          query: {
            outcome: query.outcomes && [...query.outcomes],
            offset: query.offset,
            limit: query.limit,
          },
        },
        signal: options.signal,
      }),
    );
  }

  /** One action on a rollout; answers the rollout in its new state. */
  async function act(
    rolloutId: string,
    action: Exclude<RolloutAction, 'abort'>,
    options: CallOptions,
  ): Promise<Rollout> {
    requireRolloutId(rolloutId);
    const params = { path: { rolloutId } };
    const { signal } = options;
    switch (action) {
      case 'start':
        return unwrap(api.POST('/api/v2beta/rollouts/{rolloutId}/start', { params, signal }));
      case 'pause':
        return unwrap(api.POST('/api/v2beta/rollouts/{rolloutId}/pause', { params, signal }));
      case 'resume':
        return unwrap(api.POST('/api/v2beta/rollouts/{rolloutId}/resume', { params, signal }));
      case 'approve':
        return unwrap(api.POST('/api/v2beta/rollouts/{rolloutId}/approve', { params, signal }));
    }
  }

  return {
    /** A page of the repository's rollouts, newest first. */
    listRollouts,

    /** Every rollout (in the given states), newest first, page by page. */
    iterateRollouts(
      query: Omit<RolloutListQuery, 'offset' | 'limit'> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<Rollout> {
      return paginate(
        ({ offset, limit, signal }) => listRollouts({ ...query, offset, limit }, { signal }),
        options,
      );
    },

    async getRollout(rolloutId: string, options: CallOptions = {}): Promise<Rollout> {
      requireRolloutId(rolloutId);
      return unwrap(
        api.GET('/api/v2beta/rollouts/{rolloutId}', {
          params: { path: { rolloutId } },
          signal: options.signal,
        }),
      );
    },

    /** Records a rollout as a draft; `startRollout` sets it going. */
    async createRollout(definition: RolloutDefinition): Promise<Rollout> {
      requireNonEmptyString(definition.name, 'required.name');
      return unwrap(api.POST('/api/v2beta/rollouts', { body: definition }));
    },

    /** A draft goes `scheduled` until its `startAt`, then `running`; its targets are fixed. */
    startRollout: (rolloutId: string, options: CallOptions = {}) =>
      act(rolloutId, 'start', options),
    /** No new assignments until resumed; those made go on and the threshold still applies. */
    pauseRollout: (rolloutId: string, options: CallOptions = {}) =>
      act(rolloutId, 'pause', options),
    /** A paused rollout goes back to the state it was paused in. */
    resumeRollout: (rolloutId: string, options: CallOptions = {}) =>
      act(rolloutId, 'resume', options),
    /** A rollout waiting for approval starts its next phase. */
    approveNextPhase: (rolloutId: string, options: CallOptions = {}) =>
      act(rolloutId, 'approve', options),

    /** Stops it for good; its pending assignments are cancelled. `message` says why. */
    async abortRollout(
      rolloutId: string,
      abort: { message?: string } = {},
      options: CallOptions = {},
    ): Promise<Rollout> {
      requireRolloutId(rolloutId);
      return unwrap(
        api.POST('/api/v2beta/rollouts/{rolloutId}/abort', {
          params: { path: { rolloutId } },
          body: abort,
          signal: options.signal,
        }),
      );
    },

    /** A page of the devices one phase (from 0) picked, by name, with where each stands. */
    listPhaseDevices,

    /** Every device of a phase, page by page. */
    iteratePhaseDevices(
      rolloutId: string,
      phase: number,
      query: Omit<RolloutDeviceQuery, 'offset' | 'limit'> = {},
      options: PaginateOptions = {},
    ): AsyncIterable<RolloutDevice> {
      requireRolloutId(rolloutId);
      return paginate(
        ({ offset, limit, signal }) =>
          listPhaseDevices(rolloutId, phase, { ...query, offset, limit }, { signal }),
        options,
      );
    },
  };
}
