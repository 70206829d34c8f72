// The recent failed API calls of this page (the SDK client's failure log), newest first:
// when, the call, its status and the message the user was shown; clearing starts afresh.
import { Button, Table, useSignalValue, type TableColumn } from '@fleet/elements';
import type { FailureLog, RecentFailure } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { mono } from '../parts/parts.css';
import { DebugSection } from './DebugSection';
import '../../i18n/messages/debug';

export function FailuresSection({ failures }: { failures: FailureLog }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const entries = useSignalValue(failures.entries);
  const columns: TableColumn<RecentFailure>[] = [
    {
      id: 'at',
      header: t('console.debug.at'),
      cell: (entry) => formatDateTime(entry.at, 'absolute'),
    },
    {
      id: 'call',
      header: t('console.debug.call'),
      cell: (entry) => <span className={mono}>{`${entry.method} ${entry.path}`}</span>,
    },
    {
      id: 'status',
      header: t('console.debug.status'),
      cell: (entry) =>
        entry.status === 0
          ? t('console.debug.unreachable')
          : `${entry.status}${entry.code ? ` ${entry.code}` : ''}`,
    },
    { id: 'message', header: t('console.debug.message'), cell: (entry) => entry.message },
  ];
  return (
    <DebugSection id="failures" title={t('console.debug.failures')}>
      <Table
        label={t('console.debug.failures')}
        columns={columns}
        rows={entries}
        rowId={(entry) => `${entry.at}-${entries.indexOf(entry)}`}
        empty={t('console.debug.noFailures')}
      />
      {entries.length > 0 && (
        <div>
          <Button variant="secondary" onClick={() => failures.clear()}>
            {t('console.debug.clearFailures')}
          </Button>
        </div>
      )}
    </DebugSection>
  );
}
