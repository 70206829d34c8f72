import type { SqlPart } from './device-query.js';
import { FleetExpressionError, fleetExpressionCondition } from './fleet-expressions.js';
import type { Fleet } from './fleet-rows.js';
import { joinBalanced } from './sql-join.js';

/**
 * A stored dynamic fleet's condition. An expression stored before the sandbox bounded them
 * (it no longer reads) matches no device, so one fleet never breaks its repository's calls.
 */
function expressionCondition(expression: string, repositoryId: string): SqlPart {
  try {
    return fleetExpressionCondition(expression, repositoryId);
  } catch (error) {
    if (error instanceof FleetExpressionError) return { sql: '1 = 0', params: [] };
    throw error;
  }
}

/** The condition (over `devices d` of the fleet's repository) that a device belongs to it. */
export function fleetMemberCondition(fleet: Fleet, repositoryId: string): SqlPart {
  if (fleet.fleetType === 'dynamic' && fleet.expression)
    return expressionCondition(fleet.expression, repositoryId);
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
    const condition = expressionCondition(fleet.expression, repositoryId);
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
  return joinBalanced(
    fleets.map((fleet) => fleetMemberCondition(fleet, repositoryId)),
    'OR',
    '1 = 0',
  );
}
