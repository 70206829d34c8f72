// Saving an offline update (SPEC §5, §7 POST /lockboxes/{name}): the SPEC §5 checks first (no
// request while any fails), then, for a new lockbox, whether the name is taken — replacing an
// existing lockbox needs the user's confirmation — then the save through the lockboxes store.
// Both calls run as one mutation (useMutation): its pending and error are `saving` and `failure`.
import type { LockboxesStore, LockboxesResource } from '@fleet/sdk';
import { useState } from 'react';
import { useMutation } from '../../connection/use-mutation.js';
import {
  hasProblems,
  lockboxProblems,
  type LockboxDraft,
  type LockboxProblems,
} from './lockbox-problems.js';

export interface LockboxSaved {
  name: string;
  packageIds: string[];
  /** ISO 8601. */
  expiresAt: string;
  /** An existing lockbox of that name was replaced. */
  replaced: boolean;
}

export interface LockboxSave {
  /** Problems found at the last attempt (and kept current as the draft changes after it). */
  problems: LockboxProblems;
  saving: boolean;
  /** Why the last save failed. */
  failure: Error | undefined;
  /** Asking whether to replace the lockbox named so. */
  confirmingReplace: string | undefined;
  /** Checks and saves; resolves false when it stopped at a problem or to ask. */
  submit(draft: LockboxDraft): Promise<boolean>;
  /** The user's answer to the replace question. */
  answerReplace(replace: boolean, draft: LockboxDraft): Promise<boolean>;
  /** The draft changed: problems found earlier are checked again. */
  recheck(draft: LockboxDraft): void;
}

export function useLockboxSave(options: {
  store: LockboxesStore;
  lockboxes: Pick<LockboxesResource, 'listLockboxNames'>;
  /** Editing the lockbox of this name: saving replaces it without asking. */
  editing: string | undefined;
  onSaved(saved: LockboxSaved): void;
}): LockboxSave {
  const { store, lockboxes, editing, onSaved } = options;
  const [problems, setProblems] = useState<LockboxProblems>({});
  const [attempted, setAttempted] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState<string>();
  const step = useMutation((work: () => Promise<boolean>) => work());
  // A failure stays in step.error.
  const run = (work: () => Promise<boolean>) => step.run(work).catch(() => undefined);

  const save = async (draft: LockboxDraft, replaced: boolean): Promise<boolean> => {
    // Checked already (lockboxProblems): an expiry is there.
    if (!draft.expiresAt) return false;
    const definition = {
      name: draft.name.trim(),
      packageIds: [...draft.packageIds],
      expiresAt: draft.expiresAt,
    };
    const done = await run(async () => {
      await store.defineLockbox(definition);
      return true;
    });
    if (done) onSaved({ ...definition, expiresAt: definition.expiresAt.toISOString(), replaced });
    return done ?? false;
  };

  return {
    problems,
    saving: step.pending,
    failure: step.error,
    confirmingReplace,
    async submit(draft) {
      const found = lockboxProblems(draft);
      setProblems(found);
      setAttempted(true);
      if (hasProblems(found)) return false;
      if (editing !== undefined) return save(draft, true);
      const name = draft.name.trim();
      const taken = await run(async () => (await lockboxes.listLockboxNames()).includes(name));
      if (taken === undefined) return false;
      if (taken) {
        setConfirmingReplace(name);
        return false;
      }
      return save(draft, false);
    },
    async answerReplace(replace, draft) {
      setConfirmingReplace(undefined);
      return replace ? save(draft, true) : false;
    },
    recheck(draft) {
      if (attempted) setProblems(lockboxProblems(draft));
    },
  };
}
