// The Offline Updates search: a lockbox matches when its name or one of its packages (id, name)
// contains the search, case aside.
import type { Lockbox } from '@fleet/sdk';

export function matchingLockboxes(all: readonly Lockbox[], search: string): readonly Lockbox[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return all;
  const has = (text: string | undefined) => text?.toLocaleLowerCase().includes(wanted) ?? false;
  return all.filter(
    (lockbox) =>
      has(lockbox.name) || lockbox.packages.some((pkg) => has(pkg.packageId) || has(pkg.name)),
  );
}
