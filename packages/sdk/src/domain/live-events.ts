// SPEC §4 live events: reading one frame of the live channel. Payloads are JSON; the device
// uuid may arrive as uuid, device or deviceUuid; unreadable frames and unknown types are to
// be logged and ignored, so this never throws and says why a frame was skipped.

export const LIVE_MESSAGE_TYPES = [
  'authSuccess',
  'authError',
  'authFailure',
  'time to die',
  'DeviceSeen',
  'DeviceUpdateStatus',
  'DeleteDeviceRequest',
  'DeviceCreated',
  'DeviceEventMessage',
  'TufTargetAdded',
] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export type LiveFrame =
  | {
      ok: true;
      type: LiveMessageType;
      /** The device the message is about, if any. */
      deviceUuid?: string;
      message: Readonly<Record<string, unknown>>;
    }
  | { ok: false; reason: 'unreadable' | 'unknownType'; type?: string };

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

export function readLiveFrame(data: string): LiveFrame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'unreadable' };
  const message = parsed as Record<string, unknown>;
  const type = message.type;
  if (typeof type !== 'string') return { ok: false, reason: 'unreadable' };
  if (!(LIVE_MESSAGE_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: 'unknownType', type };
  const deviceUuid = liveMessageDeviceUuid(message);
  return {
    ok: true,
    type: type as LiveMessageType,
    ...(deviceUuid !== undefined && { deviceUuid }),
    message,
  };
}

/** authError, authFailure and 'time to die' close the channel; it reconnects after 5 s. */
export const closesLiveChannel = (type: LiveMessageType): boolean =>
  type === 'authError' || type === 'authFailure' || type === 'time to die';
