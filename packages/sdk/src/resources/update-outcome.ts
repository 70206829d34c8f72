// Waiting for an update to finish on every device it reached: what a CI job needs after
// createUpdate. The live channel says when to look again; a slow poll covers a channel that
// is absent, down or missed an event; every answer comes from the API, never from the events.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { CHARS_PER_DEVICE_ID } from '../domain/constants';
import type { LiveEvent } from '../live/live-channel';
import { realScheduler, type Scheduler } from '../stores/support/scheduler';
import { batched } from './support/batched';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
type InstallationReport = Schemas['InstallationReport'];

/** Where one device stands with the update. The last three are final. */
export type UpdateTargetState = 'pending' | 'inProgress' | 'succeeded' | 'failed' | 'canceled';

export interface UpdateTargetOutcome {
  deviceUuid: string;
  /** The device name, when the update result named it. */
  name?: string;
  state: UpdateTargetState;
  /** The device's installation report for this update, once it sent one. */
  report?: InstallationReport;
}

export interface UpdateProgress {
  correlationId: string;
  /** Every device the update reached, in the order given. */
  targets: UpdateTargetOutcome[];
  /** How many targets are in a final state. */
  finished: number;
  total: number;
}

export interface FinishedUpdate extends UpdateProgress {
  succeeded: UpdateTargetOutcome[];
  failed: UpdateTargetOutcome[];
  canceled: UpdateTargetOutcome[];
}

/** An update to wait for: createUpdate's result, createDeviceUpdate's, or the parts of one. */
export type AwaitedUpdate =
  | {
      correlationId?: string | undefined;
      affected: ReadonlyArray<{ deviceUuid: string; name?: string }>;
    }
  | { correlationId: string; deviceUuid: string };

/** The part of a live channel waiting listens to (a `LiveChannel` fits). */
export interface LiveEvents {
  onEvent(listener: (event: LiveEvent) => void): () => void;
  onReconnected(listener: () => void): () => void;
}

export interface WaitForOutcomeOptions {
  /** Give up after this many milliseconds (default 30 minutes): rejects with UpdateWaitTimeoutError. */
  timeout?: number;
  /** Stops waiting; rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called whenever a device's state changes. */
  onProgress?: (progress: UpdateProgress) => void;
  /** A live channel of the same repository: devices are looked at again as soon as they report. */
  live?: LiveEvents;
  /**
   * How often unfinished devices are looked at when nothing is heard: default 30 s with a live
   * channel, 5 s without.
   */
  pollInterval?: number;
  scheduler?: Scheduler;
}

export const DEFAULT_OUTCOME_TIMEOUT_MS = 30 * 60_000;
const POLL_WITH_LIVE_MS = 30_000;
const POLL_WITHOUT_LIVE_MS = 5_000;
/** Live events of one burst are looked at together. */
const LIVE_SETTLE_MS = 250;

const FINAL: ReadonlySet<UpdateTargetState> = new Set(['succeeded', 'failed', 'canceled']);

/** Waiting ended before every device finished; `progress` says where each one stands. */
export class UpdateWaitTimeoutError extends Error {
  override readonly name = 'UpdateWaitTimeoutError';
  constructor(readonly progress: UpdateProgress) {
    super(
      `The update ${progress.correlationId} did not finish in time: ${progress.finished} of ` +
        `${progress.total} devices finished.`,
    );
  }
}

export function createUpdateOutcomeWaiter(client: FleetClient) {
  const { api } = client;

  /** The correlation id of the open assignment of each device that still has this update. */
  async function openAssignments(deviceUuids: readonly string[], correlationId: string) {
    const open = new Map<string, boolean>();
    await batched(
      deviceUuids,
      CHARS_PER_DEVICE_ID,
      async (batch, signal) => {
        for (let offset = 0; ;) {
          const page = await unwrap(
            api.GET('/api/v2beta/updates', {
              params: { query: { deviceUuid: batch, offset, limit: 100 } },
              signal,
            }),
          );
          for (const report of page.values)
            if (report.correlationId === correlationId)
              open.set(report.deviceUuid, report.inFlight);
          offset += page.values.length;
          if (page.values.length === 0 || offset >= page.total) return;
        }
      },
      () => undefined,
    );
    return open;
  }

  /** The device's report for this update, among its newest. */
  async function reportOf(deviceUuid: string, correlationId: string) {
    const page = await unwrap(
      api.GET('/api/v2beta/devices/installation-reports/{deviceId}', {
        params: { path: { deviceId: deviceUuid }, query: { offset: 0, limit: 50 } },
      }),
    );
    return page.values.find((report) => report.correlationId === correlationId);
  }

  async function correlationIdOf(update: AwaitedUpdate, devices: readonly string[]) {
    if (update.correlationId) return update.correlationId;
    throw new TypeError(
      devices.length === 0
        ? 'No device took the update, so there is nothing to wait for.'
        : 'The update has no correlationId: pass the result of createUpdate or createDeviceUpdate.',
    );
  }

  /**
   * Resolves once every device the update reached has finished it: succeeded or failed (with
   * its installation report), or canceled (its assignment went without a report).
   */
  return async function waitForOutcome(
    update: AwaitedUpdate,
    options: WaitForOutcomeOptions = {},
  ): Promise<FinishedUpdate> {
    const scheduler = options.scheduler ?? realScheduler;
    const targets: UpdateTargetOutcome[] =
      'affected' in update
        ? update.affected.map(({ deviceUuid, name }) => ({
            deviceUuid,
            ...(name !== undefined && { name }),
            state: 'pending',
          }))
        : [{ deviceUuid: update.deviceUuid, state: 'pending' }];
    const correlationId = await correlationIdOf(
      update,
      targets.map((target) => target.deviceUuid),
    );
    const byUuid = new Map(targets.map((target) => [target.deviceUuid, target]));
    // A device whose assignment is gone but whose report is not there yet is looked at once
    // more before it counts as canceled: the report may be a moment behind.
    const missingReport = new Set<string>();

    const progress = (): UpdateProgress => {
      const finished = targets.filter((target) => FINAL.has(target.state)).length;
      return {
        correlationId,
        targets: targets.map((target) => ({ ...target })),
        finished,
        total: targets.length,
      };
    };

    return new Promise<FinishedUpdate>((resolve, reject) => {
      const timers = new Set<unknown>();
      const unsubscribe: Array<() => void> = [];
      const dueNow = new Set<string>();
      let checking: Promise<void> | undefined;
      let again = false;
      let done = false;

      const later = (run: () => void, ms: number) => {
        const handle = scheduler.setTimeout(() => {
          timers.delete(handle);
          run();
        }, ms);
        timers.add(handle);
      };
      const finish = (
        outcome: { ok: true; value: FinishedUpdate } | { ok: false; error: unknown },
      ) => {
        if (done) return;
        done = true;
        for (const handle of timers) scheduler.clearTimeout(handle);
        for (const stop of unsubscribe) stop();
        options.signal?.removeEventListener('abort', onAbort);
        if (outcome.ok) resolve(outcome.value);
        else reject(outcome.error);
      };
      const onAbort = () => finish({ ok: false, error: options.signal?.reason });

      const setState = (target: UpdateTargetOutcome, state: UpdateTargetState) => {
        if (target.state === state) return false;
        target.state = state;
        return true;
      };

      async function look(deviceUuids: readonly string[]) {
        const open = await openAssignments(deviceUuids, correlationId);
        let changed = false;
        for (const uuid of deviceUuids) {
          const target = byUuid.get(uuid);
          if (!target || FINAL.has(target.state)) continue;
          const inFlight = open.get(uuid);
          if (inFlight !== undefined) {
            changed = setState(target, inFlight ? 'inProgress' : 'pending') || changed;
            missingReport.delete(uuid);
            continue;
          }
          const report = await reportOf(uuid, correlationId);
          if (report) {
            target.report = report;
            changed = setState(target, report.result.success ? 'succeeded' : 'failed') || changed;
          } else if (missingReport.has(uuid)) {
            changed = setState(target, 'canceled') || changed;
          } else {
            missingReport.add(uuid);
            dueNow.add(uuid);
          }
        }
        if (changed) options.onProgress?.(progress());
      }

      function check() {
        if (done) return;
        if (checking) {
          again = true;
          return;
        }
        const uuids = [...dueNow].filter(
          (uuid) => !FINAL.has(byUuid.get(uuid)?.state ?? 'canceled'),
        );
        dueNow.clear();
        checking = look(uuids).then(
          () => {
            checking = undefined;
            const current = progress();
            if (current.finished === current.total) {
              return finish({
                ok: true,
                value: {
                  ...current,
                  succeeded: current.targets.filter((target) => target.state === 'succeeded'),
                  failed: current.targets.filter((target) => target.state === 'failed'),
                  canceled: current.targets.filter((target) => target.state === 'canceled'),
                },
              });
            }
            if (again || missingReport.size > 0) {
              again = false;
              later(check, LIVE_SETTLE_MS);
            }
          },
          (error: unknown) => finish({ ok: false, error }),
        );
      }

      const lookAtAll = () => {
        for (const target of targets) if (!FINAL.has(target.state)) dueNow.add(target.deviceUuid);
        check();
      };
      const pollInterval =
        options.pollInterval ?? (options.live ? POLL_WITH_LIVE_MS : POLL_WITHOUT_LIVE_MS);
      const poll = () => {
        lookAtAll();
        if (!done) later(poll, pollInterval);
      };

      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      later(
        () => finish({ ok: false, error: new UpdateWaitTimeoutError(progress()) }),
        options.timeout ?? DEFAULT_OUTCOME_TIMEOUT_MS,
      );
      if (options.live) {
        unsubscribe.push(
          options.live.onEvent((event) => {
            if (event.deviceUuid === undefined || !byUuid.has(event.deviceUuid)) return;
            if (event.type !== 'DeviceUpdateStatus' && event.type !== 'DeviceEventMessage') return;
            const first = dueNow.size === 0;
            dueNow.add(event.deviceUuid);
            if (first) later(check, LIVE_SETTLE_MS);
          }),
          options.live.onReconnected(lookAtAll),
        );
      }
      later(poll, pollInterval);
      lookAtAll();
    });
  };
}
