// SPEC §4 live events: reading one frame of the live channel. Payloads are JSON; the device
// uuid may arrive as uuid, device or deviceUuid; unreadable frames, unknown types and known
// types without their fields are to be logged and ignored, so this never throws and says why
// a frame was skipped. A frame that reads is typed by its `type` (openapi/ schemas/live.yaml).
// A `batch` frame (to a client that asked for them) holds several messages, read one by one.
import type { components } from '../api/schema';
import { isDeviceStatus } from './device-status.js';

type Schemas = components['schemas'];

/** Each message type of the server with its shape. */
export interface LiveMessages {
  authSuccess: Schemas['LiveAuthSuccess'];
  authError: Schemas['LiveAuthError'];
  authFailure: Schemas['LiveAuthFailure'];
  'time to die': Schemas['LiveTimeToDie'];
  DeviceSeen: Schemas['LiveDeviceSeen'];
  DeviceUpdateStatus: Schemas['LiveDeviceUpdateStatus'];
  DeleteDeviceRequest: Schemas['LiveDeleteDeviceRequest'];
  DeviceCreated: Schemas['LiveDeviceCreated'];
  DeviceChanged: Schemas['LiveDeviceChanged'];
  DeviceEventMessage: Schemas['LiveDeviceEventMessage'];
  TufTargetAdded: Schemas['LiveTufTargetAdded'];
  RolloutStateChanged: Schemas['LiveRolloutStateChanged'];
  RolloutProgress: Schemas['LiveRolloutProgress'];
}
export type LiveMessageType = keyof LiveMessages;

export const LIVE_MESSAGE_TYPES = [
  'authSuccess',
  'authError',
  'authFailure',
  'time to die',
  'DeviceSeen',
  'DeviceUpdateStatus',
  'DeleteDeviceRequest',
  'DeviceCreated',
  'DeviceChanged',
  'DeviceEventMessage',
  'TufTargetAdded',
  'RolloutStateChanged',
  'RolloutProgress',
] as const satisfies readonly LiveMessageType[];

/** Messages about one device: they are read only when they name it. */
const DEVICE_MESSAGES: ReadonlySet<LiveMessageType> = new Set([
  'DeviceSeen',
  'DeviceUpdateStatus',
  'DeleteDeviceRequest',
  'DeviceCreated',
  'DeviceChanged',
  'DeviceEventMessage',
]);

/** A readable message: `message` has the shape its `type` promises. */
export type LiveMessageFrame = {
  [T in LiveMessageType]: {
    ok: true;
    type: T;
    /** The device the message is about (always set for device messages). */
    deviceUuid?: string;
    message: LiveMessages[T];
  };
}[LiveMessageType];

export type LiveFrame =
  | LiveMessageFrame
  | { ok: false; reason: 'unreadable' | 'unknownType'; type?: string }
  /** A known type without a field it needs; `why` says which. */
  | { ok: false; reason: 'malformed'; type: LiveMessageType; why: string };

/** The uuid from the first of uuid, device, deviceUuid that is a non-empty string. */
export function liveMessageDeviceUuid(
  message: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const field of ['uuid', 'device', 'deviceUuid']) {
    const value = message[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Why a message of a known type cannot be used, or undefined when it can. */
function missingField(type: LiveMessageType, message: Record<string, unknown>): string | undefined {
  switch (type) {
    case 'DeviceSeen':
      return typeof message.lastSeen === 'string' ? undefined : 'no lastSeen';
    case 'DeviceUpdateStatus':
      return isDeviceStatus(message.status) ? undefined : 'no known status';
    case 'DeviceEventMessage':
      return typeof message.correlationId === 'string' && isDeviceEvent(message.event)
        ? undefined
        : 'no correlationId or event';
    case 'DeviceChanged':
      return deviceChangeWhy(message);
    case 'TufTargetAdded':
      return message.packageId === undefined || typeof message.packageId === 'string'
        ? undefined
        : 'a packageId that is not text';
    case 'RolloutStateChanged':
    case 'RolloutProgress':
      return isRollout(message.rollout) ? undefined : 'no rollout with an id and phases';
    default:
      return undefined;
  }
}

/** A device change names at least one field, each with its type. */
function deviceChangeWhy(message: Record<string, unknown>): string | undefined {
  const { deviceName, notes, hibernated } = message;
  if (deviceName === undefined && notes === undefined && hibernated === undefined)
    return 'no deviceName, notes or hibernated';
  if (deviceName !== undefined && typeof deviceName !== 'string')
    return 'a deviceName that is not text';
  if (notes !== undefined && typeof notes !== 'string') return 'notes that are not text';
  if (hibernated !== undefined && typeof hibernated !== 'boolean')
    return 'a hibernated that is not true or false';
  return undefined;
}

function isRollout(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const rollout = value as Record<string, unknown>;
  return (
    typeof rollout.id === 'string' &&
    typeof rollout.state === 'string' &&
    Array.isArray(rollout.phases)
  );
}

function isDeviceEvent(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return typeof event.eventId === 'string' && typeof event.deviceUuid === 'string';
}

/** How a batch frame names itself (LiveBatch); never a message of its own. */
export const LIVE_BATCH_TYPE = 'batch';

const parseJson = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/** One frame's text read as one message (a batch is not: see readLiveFrames). */
export function readLiveFrame(data: string): LiveFrame {
  return readLiveMessage(parseJson(data));
}

/**
 * One frame's text read as the messages it carries, in order: those of a `batch` frame, or
 * the frame itself as one message. The text is parsed once whatever the number.
 */
export function readLiveFrames(data: string): LiveFrame[] {
  const parsed = parseJson(data);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { type?: unknown }).type !== LIVE_BATCH_TYPE
  )
    return [readLiveMessage(parsed)];
  const { messages } = parsed as { messages?: unknown };
  if (!Array.isArray(messages)) return [{ ok: false, reason: 'unreadable', type: LIVE_BATCH_TYPE }];
  return messages.map(readLiveMessage);
}

function readLiveMessage(parsed: unknown): LiveFrame {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'unreadable' };
  const message = parsed as Record<string, unknown>;
  const type = message.type;
  if (typeof type !== 'string') return { ok: false, reason: 'unreadable' };
  if (!(LIVE_MESSAGE_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: 'unknownType', type };
  const known = type as LiveMessageType;
  const deviceUuid = liveMessageDeviceUuid(message);
  if (DEVICE_MESSAGES.has(known) && deviceUuid === undefined)
    return { ok: false, reason: 'malformed', type: known, why: 'it names no device' };
  const why = missingField(known, message);
  if (why !== undefined) return { ok: false, reason: 'malformed', type: known, why };
  // Checked above: the fields this type needs are there with their types.
  return {
    ok: true,
    type: known,
    ...(deviceUuid !== undefined && { deviceUuid }),
    message,
  } as LiveMessageFrame;
}

/** authError, authFailure and 'time to die' close the channel; it reconnects after 5 s. */
export const closesLiveChannel = (type: LiveMessageType): boolean =>
  type === 'authError' || type === 'authFailure' || type === 'time to die';
