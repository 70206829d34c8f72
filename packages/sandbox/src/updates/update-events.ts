import type { SandboxContext } from '../context.js';
import type { DeviceUpdate } from '../store/updates.js';
import { deviceEventMessage } from './live-messages.js';

/** Event types a device reports during an update (Uptane / aktualizr names). */
export type UpdateEventType =
  | 'EcuDownloadStarted'
  | 'EcuDownloadCompleted'
  | 'EcuInstallationStarted'
  | 'EcuInstallationApplied'
  | 'EcuInstallationCompleted';

/** One event of one component. */
export interface ComponentEvent {
  type: UpdateEventType;
  /** The component's serial. */
  ecu: string;
  /** Set on the events that end a step. */
  success?: boolean;
}

/** The same event for each component an update targets. */
export const componentEvents = (
  targets: ReadonlyArray<{ serial: string }>,
  type: UpdateEventType,
  success?: boolean,
): ComponentEvent[] =>
  targets.map((target) => ({
    type,
    ecu: target.serial,
    ...(success === undefined ? {} : { success }),
  }));

/**
 * Records events of an update with its correlationId and pushes each to the console
 * (DeviceEventMessage, SPEC §4).
 */
export async function recordUpdateEvents(
  { stores, live }: Pick<SandboxContext, 'stores' | 'live'>,
  update: Pick<DeviceUpdate, 'repositoryId' | 'deviceUuid' | 'correlationId'>,
  events: readonly ComponentEvent[],
  at: string,
): Promise<void> {
  const stored = await stores.deviceEvents.add(
    events.map(({ type, ecu, success }) => ({
      repositoryId: update.repositoryId,
      deviceUuid: update.deviceUuid,
      correlationId: update.correlationId,
      eventType: type,
      deviceTime: at,
      receivedAt: at,
      payload: { ecu, ...(success === undefined ? {} : { success }) },
    })),
  );
  for (const event of stored)
    live.publish(
      update.repositoryId,
      deviceEventMessage({ ...event, correlationId: update.correlationId }),
    );
}
