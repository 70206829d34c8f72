// What a device's update event says, in words (SPEC §4 DeviceEventMessage): the known event
// types by name, and the payload's known fields (ecu, success) labelled. Anything else the
// device sent stays readable as it came, behind a disclosure.
import type { DeviceEvent } from '@fleet/sdk';
import type { ConsoleMessageId } from '../../i18n';
import '../../i18n/messages/devices';

const EVENT_TYPES = {
  EcuDownloadStarted: 'console.devices.events.type.EcuDownloadStarted',
  EcuDownloadCompleted: 'console.devices.events.type.EcuDownloadCompleted',
  EcuInstallationStarted: 'console.devices.events.type.EcuInstallationStarted',
  EcuInstallationApplied: 'console.devices.events.type.EcuInstallationApplied',
  EcuInstallationCompleted: 'console.devices.events.type.EcuInstallationCompleted',
  DevicePaused: 'console.devices.events.type.DevicePaused',
  DeviceResumed: 'console.devices.events.type.DeviceResumed',
} as const satisfies Record<string, ConsoleMessageId>;

/** The catalogue text of a known event type; undefined for one the API added since. */
export function eventTypeMessage(typeId: string): ConsoleMessageId | undefined {
  return Object.hasOwn(EVENT_TYPES, typeId)
    ? EVENT_TYPES[typeId as keyof typeof EVENT_TYPES]
    : undefined;
}

export interface EventFacts {
  /** The component (ECU serial) the event is about. */
  component?: string;
  /** Whether the step succeeded, on the events that end one. */
  succeeded?: boolean;
  /** The payload as sent, pretty-printed; undefined when there is none. */
  raw?: string;
}

export function eventFacts(event: Pick<DeviceEvent, 'payload'>): EventFacts {
  const payload = event.payload ?? {};
  const { ecu, success } = payload;
  return {
    ...(typeof ecu === 'string' && ecu !== '' && { component: ecu }),
    ...(typeof success === 'boolean' && { succeeded: success }),
    ...(Object.keys(payload).length > 0 && { raw: JSON.stringify(payload, null, 2) }),
  };
}
