import { DEVICE_STATUSES } from '@fleet/sdk/domain';
import type { SqlClient } from '../db/sql-client.js';
import { fleetMemberCondition, fleetMemberSource } from './fleet-membership.js';
import { FLEET_COLUMNS, toFleet, type Fleet, type FleetDeviceStats } from './fleet-rows.js';
import { integer, text } from './rows.js';

/** How many of the fleet's devices are in each status, and how many are hibernated. */
export async function fleetDeviceStats(
  db: SqlClient,
  fleet: Fleet,
  repositoryId: string,
): Promise<FleetDeviceStats> {
  const members = fleetMemberSource(fleet, repositoryId);
  const rows = await db.all(
    `SELECT d.status, count(*) AS n, sum(d.hibernated) AS hibernated FROM ${members.sql}
       GROUP BY d.status`,
    members.params,
  );
  const statuses = Object.fromEntries(
    DEVICE_STATUSES.map((status) => [status, 0]),
  ) as FleetDeviceStats['statuses'];
  let total = 0;
  let hibernated = 0;
  for (const row of rows) {
    const status = text(row, 'status');
    const n = integer(row, 'n');
    if (Object.hasOwn(statuses, status)) statuses[status as keyof typeof statuses] = n;
    total += n;
    hibernated += integer(row, 'hibernated');
  }
  return { fleetId: fleet.id, total, hibernated, statuses };
}

/** The fleets of each asked device, by name; unknown devices map to an empty list. */
export async function fleetsOfDevices(
  db: SqlClient,
  repositoryId: string,
  deviceUuids: readonly string[],
): Promise<Record<string, Fleet[]>> {
  const result: Record<string, Fleet[]> = Object.fromEntries(deviceUuids.map((uuid) => [uuid, []]));
  const asked = JSON.stringify(deviceUuids);
  const staticRows = await db.all(
    `SELECT fd.device_uuid, ${FLEET_COLUMNS} FROM fleet_devices fd
       JOIN fleets f ON f.id = fd.fleet_id
       WHERE fd.device_uuid IN (SELECT value FROM json_each(?)) AND fd.repository_id = ?`,
    [asked, repositoryId],
  );
  for (const row of staticRows) result[text(row, 'device_uuid')]?.push(toFleet(row));
  const dynamicFleets = (
    await db.all(
      `SELECT ${FLEET_COLUMNS} FROM fleets f WHERE f.repository_id = ? AND f.fleet_type = 'dynamic'`,
      [repositoryId],
    )
  ).map(toFleet);
  for (const fleet of dynamicFleets) {
    const members = fleetMemberCondition(fleet, repositoryId);
    const rows = await db.all(
      `SELECT d.uuid FROM devices d WHERE d.repository_id = ?
           AND d.uuid IN (SELECT value FROM json_each(?)) AND ${members.sql}`,
      [repositoryId, asked, ...members.params],
    );
    for (const row of rows) result[text(row, 'uuid')]?.push(fleet);
  }
  for (const fleets of Object.values(result))
    fleets.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return result;
}
