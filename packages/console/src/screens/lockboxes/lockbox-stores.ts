// The offline update screens' store (SDK stores/lockboxes.ts), one per connection so the list
// and a lockbox's page share it: a delete from the page leaves the list at once.
import { useFleet } from '@fleet/elements';
import { createLockboxesStore, type LockboxesStore } from '@fleet/sdk';

const SHARED_KEY = 'console.lockboxes';

export function useLockboxesStore(): LockboxesStore {
  return useFleet().shared<LockboxesStore>(SHARED_KEY, ({ sdk }) => createLockboxesStore({ sdk }));
}
