// SPEC §8 device errors. Delete, hibernation, installation report, update event and token
// failures keep what the server said when it said something readable, and otherwise read as
// the SPEC text; a fleet membership failure always reads as its SPEC text. Either way the
// error stays a FleetApiError with the server's status, code and body (the original as its
// `cause`), so nothing is lost; aborts and validation errors pass through untouched.
import {
  DEVICE_TEXTS,
  formatRegisteredMessage,
  type MessageId,
  registerMessages,
} from '../domain/messages';
import { fleetApiErrorFromReply, type FleetApiError } from '../errors';
import { rewording } from './reworded-error';

registerMessages(DEVICE_TEXTS);

export type DeviceErrorMessageId = Extract<
  MessageId,
  | 'device.deleteFailed'
  | 'device.hibernationFailed'
  | 'device.installationReportsFailed'
  | 'device.updateEventsFailed'
  | 'device.provisioningTokenFailed'
  | 'device.fleetMembershipFailed'
>;

export interface DeviceErrorOptions {
  /** Keep the server's own message when its body has one (SPEC §8: all but fleet membership). */
  serverMessageFirst: boolean;
}

/** Runs a device call, turning its failure into the SPEC §8 device error. */
export function failingAs<T>(
  messageId: DeviceErrorMessageId,
  call: () => Promise<T>,
  options: DeviceErrorOptions = { serverMessageFirst: true },
): Promise<T> {
  return rewording(call, (error) =>
    options.serverMessageFirst && hasServerMessage(error)
      ? undefined
      : formatRegisteredMessage(messageId),
  );
}

// Whether the body told a reader something: errors.ts derives the message from the body
// (its msg, description or message, or a short plain text) and falls back to an HTTP
// summary, so the body has a message of its own exactly when the two derivations differ.
export function hasServerMessage(error: FleetApiError): boolean {
  if (error.body === undefined) return false;
  const request = { method: error.method, url: error.url };
  const reply = { status: error.status, statusText: '' };
  return (
    fleetApiErrorFromReply(request, { ...reply, body: error.body }).message !==
    fleetApiErrorFromReply(request, { ...reply, body: undefined }).message
  );
}
