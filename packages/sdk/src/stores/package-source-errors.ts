// SPEC §8 "Rich messages say the delegation was saved or added but its metadata could not be.
// Reasons: invalid signing key, paths matching no targets, wrong or unreachable metadata
// address." The reason is read from the error code the server gives (the sandbox's codes);
// a failure without a known code keeps its own message ('Could not verify trusted delegation').
import {
  formatRegisteredMessage,
  type MessageId,
  PACKAGE_TEXTS,
  registerMessages,
} from '../domain/messages';
import { isFleetApiError } from '../errors';
import { reworded } from '../resources/reworded-error';

registerMessages(PACKAGE_TEXTS);

const REASONS: ReadonlyArray<readonly [RegExp, MessageId]> = [
  [/not_verified|signing_key|invalid_key|signature/, 'delegation.metadataInvalidKey'],
  [/no_targets|match_no_targets|no_matching_targets/, 'delegation.metadataNoTargets'],
  [/unreachable|bad_uri|invalid_uri/, 'delegation.metadataUnreachable'],
];

/** The failure of fetching a just-saved source's metadata, said as SPEC §8 says it. */
export function metadataFailure(name: string, error: unknown): unknown {
  if (!isFleetApiError(error) || error.status === 401 || error.status === 403) return error;
  const code = error.code ?? '';
  const reason = REASONS.find(([pattern]) => pattern.test(code))?.[1];
  return reason ? reworded(error, formatRegisteredMessage(reason, { name })) : error;
}

/**
 * What a source's failure says to the user: the message (SPEC §8's text) followed by the
 * reason the server gave in its description, e.g. 'Could not verify trusted delegation: The
 * metadata is signed with a key the source does not name.'
 */
export function sourceFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = isFleetApiError(error) ? error.description?.trim() : undefined;
  if (!reason || message.includes(reason)) return message;
  return `${message.replace(/[.:\s]+$/, '')}: ${reason}`;
}
