// SPEC §6 rights read one way (Mender's capability predicates, computed once): what the user
// may do and where they may go, each answered granted, denied (marked not permitted, SPEC §2)
// or unknown (not answered yet: the action waits, disabled), and the Button props that follow.
import {
  canAccessRoute,
  type RestrictedRoute,
  type Right,
  type RightGroup,
} from '@fleet/sdk/domain';
import { useEffect, useMemo } from 'react';
import type { ConnectionRights } from './connection-rights.js';
import { useFleet } from './FleetProvider.js';
import { useSignalValue } from './signals.js';

/** granted; denied (not permitted); unknown (not answered yet: the action waits). */
export type RightState = 'granted' | 'denied' | 'unknown';

export function rightState<G extends RightGroup>(
  rights: ConnectionRights,
  group: G,
  action: Right<G>,
): RightState {
  if (rights.status === 'unknown') return 'unknown';
  // Discovery failed: the server decides (see connection-rights.ts).
  if (rights.status === 'unavailable') return 'granted';
  return rights.rights.can(group, action) ? 'granted' : 'denied';
}

/**
 * Button props for an action that needs a right: not permitted when it is denied; disabled
 * while it is unknown (so a button never shows enabled and then turns not permitted) or when
 * `disabled` says so.
 */
export function rightProps(
  state: RightState,
  disabled = false,
): { notPermitted: boolean; disabled: boolean } {
  return { notPermitted: state === 'denied', disabled: disabled || state === 'unknown' };
}

export interface Capabilities {
  /** May the user do `action` of `group`? */
  can<G extends RightGroup>(group: G, action: Right<G>): RightState;
  /** May the user enter a restricted route (`'devices:pair'`…)? */
  canEnter(route: RestrictedRoute): RightState;
  /** Button props for an action: not permitted when denied, disabled while unknown or busy. */
  actionProps<G extends RightGroup>(
    group: G,
    action: Right<G>,
    busy?: boolean,
  ): { notPermitted: boolean; disabled: boolean };
}

export function capabilitiesOf(rights: ConnectionRights): Capabilities {
  const can: Capabilities['can'] = (group, action) => rightState(rights, group, action);
  return {
    can,
    canEnter(route) {
      if (rights.status === 'unknown') return 'unknown';
      if (rights.status === 'unavailable') return 'granted'; // the server decides
      return canAccessRoute(rights.rights, route) ? 'granted' : 'denied';
    },
    actionProps: (group, action, busy = false) => rightProps(can(group, action), busy),
  };
}

/** The nearest connection's capabilities; asks the API for the rights unless the host gave them. */
export function useCapabilities(): Capabilities {
  const connection = useFleet();
  useEffect(() => connection.discoverRights(), [connection]);
  const rights = useSignalValue(connection.rights);
  return useMemo(() => capabilitiesOf(rights), [rights]);
}
