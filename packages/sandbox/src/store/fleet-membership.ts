import type { SqlPart } from './device-query.js';
import { fleetExpressionCondition } from './fleet-expressions.js';
import type { Fleet } from './fleet-rows.js';

/** The condition (over `devices d` of the fleet's repository) that a device belongs to it. */
export function fleetMemberCondition(fleet: Fleet, repositoryId: string): SqlPart {
  if (fleet.fleetType === 'dynamic' && fleet.expression)
    return fleetExpressionCondition(fleet.expression, repositoryId);
  return {
    sql: 'd.uuid IN (SELECT device_uuid FROM fleet_devices WHERE fleet_id = ?)',
    params: [fleet.id],
  };
}

/**
 * The fleet's devices as a FROM clause (`devices d`), for reading all of them at once: a
 * static fleet is read from its memberships, not by testing every device of the repository.
 */
export function fleetMemberSource(fleet: Fleet, repositoryId: string): SqlPart {
  if (fleet.fleetType === 'dynamic' && fleet.expression) {
    const condition = fleetExpressionCondition(fleet.expression, repositoryId);
    return {
      sql: `devices d WHERE d.repository_id = ? AND ${condition.sql}`,
      params: [repositoryId, ...condition.params],
    };
  }
  return {
    sql: `fleet_devices fd CROSS JOIN devices d ON d.uuid = fd.device_uuid
          WHERE fd.fleet_id = ? AND d.repository_id = ?`,
    params: [fleet.id, repositoryId],
  };
}

/** Member of any of the fleets; matches nothing without fleets. */
export function anyMemberCondition(fleets: readonly Fleet[], repositoryId: string): SqlPart {
  if (fleets.length === 0) return { sql: '0', params: [] };
  const parts = fleets.map((fleet) => fleetMemberCondition(fleet, repositoryId));
  return {
    sql: `(${parts.map((part) => part.sql).join(' OR ')})`,
    params: parts.flatMap((part) => part.params),
  };
}
