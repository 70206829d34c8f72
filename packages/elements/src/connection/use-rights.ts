// SPEC §2 "Buttons and links can be marked not permitted" for the widgets' actions: whether the
// connection's rights (SPEC §6) grant an action, and the Button props that follow from it.
import type { Right, RightGroup } from '@fleet/sdk/domain';
import { useEffect } from 'react';
import type { ConnectionRights } from './connection-rights.js';
import { useFleet } from './FleetProvider.js';
import { useSignalValue } from './signals.js';

/** granted; denied (not permitted); unknown (not answered yet: the action waits). */
export type RightState = 'granted' | 'denied' | 'unknown';

export type RightCheck = <G extends RightGroup>(group: G, action: Right<G>) => RightState;

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
 * How the nearest connection's rights answer for each action; asks the API for them (once per
 * connection) unless the host gave them.
 */
export function useRights(): RightCheck {
  const connection = useFleet();
  useEffect(() => connection.discoverRights(), [connection]);
  const rights = useSignalValue(connection.rights);
  return (group, action) => rightState(rights, group, action);
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
