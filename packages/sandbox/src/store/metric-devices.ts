import type { SqlRow } from '../db/database.js';
import { DeviceSignal } from './metric-samples.js';
import { optionalText, text } from './rows.js';

/** A device as the metric calls read it: its uuid, name and synthesised signal. */
export interface MetricDevice {
  uuid: string;
  name: string;
  signal: DeviceSignal;
}

export function toMetricDevice(row: SqlRow): MetricDevice {
  const time = (column: string): number | null => {
    const value = optionalText(row, column);
    return value === null ? null : Date.parse(value);
  };
  const uuid = text(row, 'uuid');
  return {
    uuid,
    name: text(row, 'name'),
    signal: new DeviceSignal({
      uuid,
      activatedAt: time('activated_at'),
      lastSeen: time('last_seen'),
    }),
  };
}
