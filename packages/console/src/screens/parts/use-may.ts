// SPEC §6 rights for the screens' actions: true, false (marked not permitted, SPEC §2), or
// undefined while the rights are not known yet (the action waits, disabled). A view of the
// connection's capabilities (useCapabilities), as every right is.
import { useCapabilities } from '@fleet/elements';
import type { Right, RightGroup } from '@fleet/sdk/domain';
import { useCallback } from 'react';

export type May = <G extends RightGroup>(group: G, action: Right<G>) => boolean | undefined;

export function useMay(): May {
  const { can } = useCapabilities();
  return useCallback<May>(
    (group, action) => {
      const state = can(group, action);
      return state === 'unknown' ? undefined : state === 'granted';
    },
    [can],
  );
}
