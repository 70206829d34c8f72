// Offline updates (SPEC §2 /lockboxes, §3 Lockbox, §5 validation): every lockbox as SPEC shows
// it (name, packages, expiry, version; expired ones included and marked), the one opened for
// viewing or editing, and defining, replacing and deleting them.
import type { FleetSdk } from '../fleet';
import type { Lockbox, LockboxDefinition } from '../resources/lockboxes';
import { createKeyedMutation } from './mutation';
import { asyncState } from './support/async-state';
import { reloadAfterChange } from './support/reload-after-change';

export interface LockboxesStoreDeps {
  sdk: Pick<FleetSdk, 'lockboxes'>;
}

export type LockboxesStore = ReturnType<typeof createLockboxesStore>;

export function createLockboxesStore(deps: LockboxesStoreDeps) {
  const { lockboxes } = deps.sdk;
  const list = asyncState<Lockbox[]>();
  const lockbox = asyncState<Lockbox>();
  const deleting = createKeyedMutation(async (name: string) => {
    await lockboxes.deleteLockbox(name);
    list.update((all) => all?.filter((known) => known.name !== name));
    if (lockbox.data.peek()?.name === name) {
      lockbox.abort();
      lockbox.set(undefined);
    }
  });

  return {
    /** Every lockbox by name, expired and empty ones included (see `expired`). */
    lockboxes: list,
    /** The lockbox opened for viewing or editing. */
    lockbox,
    /** Names of lockboxes being deleted. */
    deleting: deleting.pending,

    refresh(): Promise<Lockbox[]> {
      return list.run(() => lockboxes.listLockboxes());
    },
    /** Opens one lockbox (its latest version unless asked for another). */
    open(name: string, options: { version?: number } = {}): Promise<Lockbox> {
      return lockbox.run(() => lockboxes.getLockbox(name, options));
    },
    /**
     * Creates a lockbox or replaces the contents of the one with its name (SPEC §5: name,
     * non-empty packageIds and expiresAt are required); the list and the opened one reload.
     */
    async defineLockbox(definition: LockboxDefinition): Promise<void> {
      await lockboxes.defineLockbox(definition);
      await reloadAfterChange(
        list.data.peek() ? list.run(() => lockboxes.listLockboxes()) : undefined,
        lockbox.data.peek()?.name === definition.name
          ? lockbox.run(() => lockboxes.getLockbox(definition.name))
          : undefined,
      );
    },
    /** Deletes a lockbox; it leaves the list (and closes if it was open). */
    deleteLockbox: (name: string): Promise<void> => deleting.run(name, undefined),
    dispose(): void {
      list.abort();
      lockbox.abort();
    },
  };
}
