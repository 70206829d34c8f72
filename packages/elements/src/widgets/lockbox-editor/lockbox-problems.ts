// SPEC §5 "Lockbox definition needs name, non-empty packageIds and expiresAt", per field, so
// the form can show every problem beside its field before any request. The rule itself is the
// SDK's (validateLockboxDefinition, which stops at the first problem): each field is checked
// with the other two replaced by values the rule accepts.
import {
  FleetValidationError,
  validateLockboxDefinition,
  type MessageId,
  type MessageParams,
} from '@fleet/sdk/domain';

export interface LockboxDraft {
  name: string;
  packageIds: readonly string[];
  expiresAt: Date | null;
}

export interface LockboxProblem {
  messageId: MessageId;
  params: MessageParams;
}

export type LockboxProblems = Partial<Record<keyof LockboxDraft, LockboxProblem>>;

const ACCEPTED = { name: 'lockbox', packageIds: ['package-1.0.0'], expiresAt: new Date(0) };

function problemOf(definition: Record<string, unknown>): LockboxProblem | undefined {
  try {
    validateLockboxDefinition(definition);
    return undefined;
  } catch (error) {
    if (error instanceof FleetValidationError)
      return { messageId: error.messageId, params: error.params };
    throw error;
  }
}

/** The problem of each field of the draft; empty when it can be saved. */
export function lockboxProblems(draft: LockboxDraft): LockboxProblems {
  const problems: LockboxProblems = {};
  for (const field of ['name', 'packageIds', 'expiresAt'] as const) {
    const problem = problemOf({ ...ACCEPTED, [field]: draft[field] ?? undefined });
    if (problem) problems[field] = problem;
  }
  return problems;
}

export const hasProblems = (problems: LockboxProblems): boolean => Object.keys(problems).length > 0;
