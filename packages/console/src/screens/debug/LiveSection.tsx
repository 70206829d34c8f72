// The live channel (SPEC §4) as this page has it: its state now and the last events it handed
// on, newest first; "not open" when there is no channel (signed out, or no WebSocket).
import { Table, useSignalValue, type TableColumn } from '@fleet/elements';
import type { LiveChannel, LiveStatus, RecentLiveEvent } from '@fleet/sdk';
import { useConsoleText, type ConsoleTextId } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { mono } from '../parts/parts.css';
import { DebugFacts } from './DebugFacts';
import { DebugSection } from './DebugSection';
import '../../i18n/messages/debug';

const STATUS_TEXT: Readonly<Record<LiveStatus, ConsoleTextId>> = {
  connecting: 'console.debug.live.connecting',
  authenticating: 'console.debug.live.authenticating',
  authenticated: 'console.debug.live.authenticated',
  closed: 'console.debug.live.closed',
};

export function LiveSection({ live }: { live: LiveChannel | undefined }) {
  const t = useConsoleText();
  return (
    <DebugSection id="live" title={t('console.debug.live')}>
      {live ? (
        <LiveChannelState live={live} />
      ) : (
        <DebugFacts
          items={[{ term: t('console.debug.live.state'), value: t('console.debug.live.none') }]}
        />
      )}
    </DebugSection>
  );
}

function LiveChannelState({ live }: { live: LiveChannel }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const status = useSignalValue(live.status);
  const events = useSignalValue(live.recentEvents);
  const columns: TableColumn<RecentLiveEvent>[] = [
    {
      id: 'at',
      header: t('console.debug.at'),
      cell: (event) => formatDateTime(event.at, 'absolute'),
    },
    { id: 'type', header: t('console.debug.eventType'), cell: (event) => event.type },
    {
      id: 'device',
      header: t('console.debug.device'),
      cell: (event) => <span className={mono}>{event.deviceUuid ?? '–'}</span>,
    },
  ];
  return (
    <>
      <DebugFacts
        items={[{ term: t('console.debug.live.state'), value: t(STATUS_TEXT[status]) }]}
      />
      <Table
        label={t('console.debug.live.events')}
        columns={columns}
        rows={events}
        rowId={(event) =>
          `${event.at}-${event.type}-${event.deviceUuid ?? ''}-${events.indexOf(event)}`
        }
        empty={t('console.debug.live.noEvents')}
      />
    </>
  );
}
