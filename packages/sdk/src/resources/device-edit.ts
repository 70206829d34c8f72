// SPEC §5 editing a device's name and description together: each field is sent on its own and
// reports on its own, so one refusal neither hides nor stops the other.
import {
  DEVICE_TEXTS,
  formatRegisteredMessage,
  type MessageId,
  registerMessages,
} from '../domain/messages';

registerMessages(DEVICE_TEXTS);

/** What editing a device's name and notes gave, one entry per field asked for. */
export interface DeviceEditResult {
  name?: DeviceEditOutcome;
  notes?: DeviceEditOutcome;
}

export interface DeviceEditOutcome {
  /** True when the server answered 200. */
  updated: boolean;
  /** 'Name updated successfully', 'Name not updated', 'Description updated successfully' … */
  message: string;
  /** Why it failed, when the call threw. */
  error?: unknown;
}

const MESSAGES = {
  name: ['device.nameUpdated', 'device.nameNotUpdated'],
  notes: ['device.descriptionUpdated', 'device.descriptionNotUpdated'],
} as const satisfies Record<keyof DeviceEditResult, readonly [MessageId, MessageId]>;

/** Sends one field's change and says how it went; never throws. */
export async function editOutcome(
  field: keyof DeviceEditResult,
  send: () => Promise<{ response: Response }>,
): Promise<DeviceEditOutcome> {
  const [updated, notUpdated] = MESSAGES[field];
  try {
    const { response } = await send();
    // Success means HTTP status 200, not merely a 2xx.
    return response.status === 200
      ? { updated: true, message: formatRegisteredMessage(updated) }
      : { updated: false, message: formatRegisteredMessage(notUpdated) };
  } catch (error) {
    return { updated: false, message: formatRegisteredMessage(notUpdated), error };
  }
}
