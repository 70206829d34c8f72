import { randomUUID } from 'node:crypto';
import type { components } from '@fleet/sdk';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { flag, integer, json, optionalText, text } from './rows.js';

type Schemas = components['schemas'];
/** The report a device sent at the end of an update, as the API shows it. */
export type InstallationReport = Schemas['InstallationReport'];
export type ComponentInstallationReport = Schemas['ComponentInstallationReport'];

export interface NewInstallationReport {
  repositoryId: string;
  deviceUuid: string;
  correlationId: string;
  result: Schemas['InstallationResult'];
  /** The result per component serial. */
  ecuReports: Record<string, ComponentInstallationReport>;
  rawReport?: string | null;
  receivedAt: string;
}

export interface InstallationReportStore {
  /** Records reports in one transaction; returns them as stored. */
  add(reports: readonly NewInstallationReport[]): Promise<InstallationReport[]>;
  /** A page of a device's reports, newest first. */
  list(
    repositoryId: string,
    deviceUuid: string,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; values: InstallationReport[] }>;
}

function toReport(row: SqlRow): InstallationReport {
  const description = optionalText(row, 'result_description');
  return {
    deviceUuid: text(row, 'device_uuid'),
    correlationId: text(row, 'correlation_id'),
    result: {
      success: flag(row, 'success'),
      code: text(row, 'result_code'),
      ...(description === null ? {} : { description }),
    },
    ecuReports: json<Record<string, ComponentInstallationReport>>(row, 'ecu_reports'),
    rawReport: optionalText(row, 'raw_report'),
    receivedAt: text(row, 'received_at'),
  };
}

export function createSqlInstallationReportStore(db: SqlClient): InstallationReportStore {
  return {
    async add(reports) {
      await db.transaction(async (tx) => {
        for (const report of reports)
          await tx.run(
            `INSERT INTO installation_reports (id, repository_id, device_uuid, correlation_id,
               success, result_code, result_description, ecu_reports, raw_report, received_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              randomUUID(),
              report.repositoryId,
              report.deviceUuid,
              report.correlationId,
              report.result.success ? 1 : 0,
              report.result.code,
              report.result.description ?? null,
              JSON.stringify(report.ecuReports),
              report.rawReport ?? null,
              report.receivedAt,
            ],
          );
      });
      return reports.map((report) => ({
        deviceUuid: report.deviceUuid,
        correlationId: report.correlationId,
        result: report.result,
        ecuReports: report.ecuReports,
        rawReport: report.rawReport ?? null,
        receivedAt: report.receivedAt,
      }));
    },

    async list(repositoryId, deviceUuid, { offset, limit }) {
      const params = [repositoryId, deviceUuid];
      const counted = await db.get(
        'SELECT count(*) AS n FROM installation_reports WHERE repository_id = ? AND device_uuid = ?',
        params,
      );
      const values =
        limit === 0
          ? []
          : (
              await db.all(
                `SELECT device_uuid, correlation_id, success, result_code, result_description,
                   ecu_reports, raw_report, received_at
                 FROM installation_reports WHERE repository_id = ? AND device_uuid = ?
                 ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`,
                [...params, limit, offset],
              )
            ).map(toReport);
      return { total: counted ? integer(counted, 'n') : 0, values };
    },
  };
}
