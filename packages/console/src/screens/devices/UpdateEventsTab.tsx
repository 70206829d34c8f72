// The live update events tab (SPEC §4): the events of the active update (updateInfo, or the one
// chosen in the update history), filtered by its correlationId; the live channel appends each
// DeviceEventMessage of that update as it arrives.
import type { DeviceEvent } from '@fleet/sdk';
import { EmptyState, Table, useSignalValue, type TableColumn } from '@fleet/elements';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { muted } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { eventTypeMessage } from './event-details';
import { EventDetails } from './EventDetails';
import type { DevicePage } from './use-device-page';
import '../../i18n/messages/devices';

export function UpdateEventsTab({ page }: { page: DevicePage }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const { detail } = page;
  const correlationId = useSignalValue(detail.updateEventsCorrelationId);
  const events = useSignalValue(detail.updateEvents.data) ?? [];
  const loading = useSignalValue(detail.updateEvents.loading);
  const error = useSignalValue(detail.updateEvents.error);
  const updatesLoading = useSignalValue(detail.updates.loading);

  const columns: TableColumn<DeviceEvent>[] = [
    {
      id: 'event',
      header: t('console.devices.events.event'),
      cell: (event) => {
        const known = eventTypeMessage(event.eventType.id);
        return known ? t(known) : event.eventType.id;
      },
    },
    {
      id: 'deviceTime',
      header: t('console.devices.events.deviceTime'),
      cell: (event) => formatDateTime(event.deviceTime, 'absolute'),
    },
    {
      id: 'receivedAt',
      header: t('console.devices.events.receivedAt'),
      cell: (event) => formatDateTime(event.receivedAt),
    },
    {
      id: 'details',
      header: t('console.devices.events.details'),
      cell: (event) => <EventDetails event={event} />,
    },
  ];

  if (error)
    return <Alert>{t('console.devices.events.loadFailed', { reason: error.message })}</Alert>;
  if (!correlationId)
    return updatesLoading ? null : <EmptyState title={t('console.devices.events.noUpdate')} />;
  return (
    <>
      <p className={muted}>{t('console.devices.events.of', { correlationId })}</p>
      <Table
        label={t('console.devices.events.table')}
        columns={columns}
        rows={events}
        rowId={(event) => event.eventId}
        loading={loading && events.length === 0}
        empty={<EmptyState title={t('console.devices.events.none')} />}
      />
    </>
  );
}
