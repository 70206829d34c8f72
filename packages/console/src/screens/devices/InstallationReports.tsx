// The installation reports of the device (SPEC §3), newest first and paged; each report's
// update can be followed in the events tab.
import type { InstallationReport } from '@fleet/sdk';
import {
  Button,
  EmptyState,
  Pagination,
  Table,
  useSignalValue,
  type TableColumn,
} from '@fleet/elements';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { wrappingId } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export interface InstallationReportsProps {
  page: DevicePage;
  /** The user wants to read the events of a report's update. */
  onShowEvents(): void;
}

export function InstallationReports({ page, onShowEvents }: InstallationReportsProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const formatDateTime = useFormatDateTime();
  const { installationReports } = page.detail;
  const reports = useSignalValue(installationReports.data);
  const loading = useSignalValue(installationReports.loading);
  const error = useSignalValue(installationReports.error);

  const showEvents = (report: InstallationReport) => {
    page.detail.showUpdateEvents(report.correlationId).catch((failure: unknown) => {
      toasts.negative(errorText(failure));
    });
    onShowEvents();
  };

  const columns: TableColumn<InstallationReport>[] = [
    {
      id: 'receivedAt',
      header: t('console.devices.updates.receivedAt'),
      cell: (report) => formatDateTime(report.receivedAt),
    },
    {
      id: 'result',
      header: t('console.devices.updates.result'),
      cell: (report) =>
        report.result.success
          ? t('console.devices.updates.succeeded')
          : t('console.devices.updates.failed', { code: report.result.code }),
    },
    {
      id: 'correlationId',
      header: t('console.devices.updates.correlationId'),
      cell: (report) => (
        <Button size="sm" variant="tertiary" onClick={() => showEvents(report)}>
          <span className={wrappingId}>{report.correlationId}</span>
        </Button>
      ),
    },
  ];
  return (
    <>
      {error && <Alert>{t('console.devices.updates.loadFailed', { reason: error.message })}</Alert>}
      <Table
        label={t('console.devices.updates.reports')}
        columns={columns}
        rows={reports?.values ?? []}
        rowId={(report) => `${report.correlationId}:${report.receivedAt}`}
        loading={loading && !reports}
        empty={<EmptyState title={t('console.devices.updates.noReports')} />}
      />
      {reports && reports.total > reports.limit && (
        <Pagination
          offset={reports.offset}
          limit={reports.limit}
          total={reports.total}
          onChange={(next) =>
            page.detail.loadInstallationReports(next).catch((failure: unknown) => {
              toasts.negative(errorText(failure));
            })
          }
        />
      )}
    </>
  );
}
