import { formatMessage } from '@fleet/sdk/domain';

/**
 * Why a package source's metadata could not be taken in: SPEC §8's reasons for the rich
 * "saved, but its metadata could not be added" messages.
 * - `notVerified`: its signatures do not verify with the delegation's keys (or it expired);
 * - `noMatchingTargets`: the delegation's paths match none of its targets;
 * - `unreachable`: the metadata address is wrong or cannot be read.
 */
export type DelegationFailureReason = 'notVerified' | 'noMatchingTargets' | 'unreachable';

/** Machine-readable error codes, so a client can pick the rich message of the reason. */
export const DELEGATION_FAILURE_CODES: Record<DelegationFailureReason, string> = {
  notVerified: 'delegation_not_verified',
  noMatchingTargets: 'delegation_paths_match_no_targets',
  unreachable: 'delegation_source_unreachable',
};

export class DelegationSourceError extends Error {
  override readonly name = 'DelegationSourceError';

  /** `message` says why, as a clause that follows the SPEC §8 message. */
  constructor(
    readonly reason: DelegationFailureReason,
    message: string,
  ) {
    super(message);
  }

  /** The SPEC §8 message of a failed refresh for this reason. */
  get refreshMessage(): string {
    return formatMessage(
      this.reason === 'unreachable' ? 'delegation.refreshFailed' : 'delegation.verifyFailed',
    );
  }

  /** The reason as a sentence of its own (the error body's `description`). */
  get description(): string {
    return `${this.message.charAt(0).toUpperCase()}${this.message.slice(1)}`;
  }

  /** What the delegation shows as its `error` until a fetch succeeds. */
  get summary(): string {
    return `${this.refreshMessage}: ${this.message}`;
  }
}
