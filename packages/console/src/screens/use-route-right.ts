// SPEC §6: whether the signed-in user may enter a restricted route in the active repository;
// actions leading there are marked not permitted otherwise (SPEC §2). Read through the
// connection's capabilities (useCapabilities), as every right is.
import { useCapabilities } from '@fleet/elements';
import type { RestrictedRoute } from '@fleet/sdk/domain';

export function useMayEnter(route: RestrictedRoute): boolean {
  return useCapabilities().canEnter(route) === 'granted';
}
