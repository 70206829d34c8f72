import type { components } from '@fleet/sdk';
import type { SqlRow } from '../db/database.js';
import { optionalText, text } from './rows.js';

type Schemas = components['schemas'];
export type Fleet = Schemas['Fleet'];
export type FleetType = Schemas['FleetType'];
export type FleetPage = Schemas['FleetPage'];
export type FleetDeviceStats = Schemas['FleetDeviceStats'];

/** The columns toFleet reads, over `fleets f`. */
export const FLEET_COLUMNS = 'f.id, f.name, f.created_at, f.fleet_type, f.expression';

export function toFleet(row: SqlRow): Fleet {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    createdAt: text(row, 'created_at'),
    fleetType: text(row, 'fleet_type') === 'dynamic' ? 'dynamic' : 'static',
    expression: optionalText(row, 'expression'),
  };
}
