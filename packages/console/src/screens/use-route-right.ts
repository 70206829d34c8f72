// SPEC §6: whether the signed-in user may enter a restricted route in the active repository;
// actions leading there are marked not permitted otherwise (SPEC §2).
import { useSignalValue } from '@fleet/elements';
import { canAccessRoute, type RestrictedRoute } from '@fleet/sdk/domain';
import { fleetApp } from '../app/fleet-app';

export function useMayEnter(route: RestrictedRoute): boolean {
  const rights = useSignalValue(fleetApp().session.rights);
  return canAccessRoute(rights, route);
}
