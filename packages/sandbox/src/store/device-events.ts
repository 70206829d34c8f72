import { randomUUID } from 'node:crypto';
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { integer, json, optionalText, text } from './rows.js';

/** One event of a device's update (SPEC §3 update events), as the API shows it. */
export type DeviceEvent = components['schemas']['DeviceEvent'];

/**
 * The payload as the generated type has it: openapi gives `payload` as `type: object` with no
 * properties, which openapi-typescript turns into `Record<string, never>`; any object is valid
 * on the wire.
 */
const wirePayload = (payload: Record<string, unknown>): DeviceEvent['payload'] =>
  payload as DeviceEvent['payload'];

export interface NewDeviceEvent {
  repositoryId: string;
  deviceUuid: string;
  correlationId: string | null;
  /** e.g. `EcuDownloadStarted`. */
  eventType: string;
  deviceTime: string;
  receivedAt: string;
  payload: Record<string, unknown>;
}

export interface DeviceEventQuery {
  /** Only the events of this update. */
  correlationId?: string;
  offset: number;
  /** 0 asks for the total only. */
  limit: number;
}

export interface DeviceEventStore {
  /** Records events in one transaction, in the order given; returns them as stored. */
  add(events: readonly NewDeviceEvent[]): Promise<DeviceEvent[]>;
  /** A page of a device's events, oldest first. */
  list(
    repositoryId: string,
    deviceUuid: string,
    query: DeviceEventQuery,
  ): Promise<{ total: number; values: DeviceEvent[] }>;
}

function toEvent(row: SqlRow): DeviceEvent {
  return {
    deviceUuid: text(row, 'device_uuid'),
    eventId: text(row, 'event_id'),
    eventType: { id: text(row, 'event_type'), version: integer(row, 'event_type_version') },
    correlationId: optionalText(row, 'correlation_id'),
    deviceTime: text(row, 'device_time'),
    receivedAt: text(row, 'received_at'),
    payload: wirePayload(json<Record<string, unknown>>(row, 'payload')),
  };
}

const COLUMNS = `event_id, device_uuid, correlation_id, event_type, event_type_version,
  device_time, received_at, payload`;

export function createSqlDeviceEventStore(db: SqlClient): DeviceEventStore {
  return {
    async add(events) {
      const ids = events.map(() => randomUUID());
      await db.transaction(async (tx) => {
        for (const [index, event] of events.entries()) {
          await tx.run(
            `INSERT INTO device_events (event_id, repository_id, device_uuid, correlation_id,
               event_type, device_time, received_at, payload)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              ids[index] ?? randomUUID(),
              event.repositoryId,
              event.deviceUuid,
              event.correlationId,
              event.eventType,
              event.deviceTime,
              event.receivedAt,
              JSON.stringify(event.payload),
            ],
          );
        }
      });
      return events.map((event, index) => ({
        deviceUuid: event.deviceUuid,
        eventId: ids[index] ?? '',
        eventType: { id: event.eventType, version: 0 },
        correlationId: event.correlationId,
        deviceTime: event.deviceTime,
        receivedAt: event.receivedAt,
        payload: wirePayload(event.payload),
      }));
    },

    async list(repositoryId, deviceUuid, { correlationId, offset, limit }) {
      const where = `repository_id = ? AND device_uuid = ?${
        correlationId === undefined ? '' : ' AND correlation_id = ?'
      }`;
      const params = [
        repositoryId,
        deviceUuid,
        ...(correlationId === undefined ? [] : [correlationId]),
      ];
      const counted = await db.get(
        `SELECT count(*) AS n FROM device_events WHERE ${where}`,
        params,
      );
      const values =
        limit === 0
          ? []
          : (
              await db.all(
                `SELECT ${COLUMNS} FROM device_events WHERE ${where}
                 ORDER BY seq LIMIT ? OFFSET ?`,
                [...params, limit, offset],
              )
            ).map(toEvent);
      return { total: counted ? integer(counted, 'n') : 0, values };
    },
  };
}
