// The header facts of a device (SPEC §3 Device): its update status as shown (SPEC §4), ids,
// when it was seen, created and activated, what it is, its notes and its fleets, and whether
// it is hibernated (or on its way, SPEC §4 hibernation).
import type { DeviceDetail, DeviceTransientFlags } from '@fleet/sdk';
import { DeviceStatusBadge } from '@fleet/elements';
import { Fragment, type ReactNode } from 'react';
import { useConsoleText, type ConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { mono } from '../parts/parts.css';
import { definition, facts, notes, term } from './devices.css';
import '../../i18n/messages/devices';

export interface DeviceFactsProps {
  device: DeviceDetail;
  flags: DeviceTransientFlags;
}

function hibernationText(t: ConsoleText, device: DeviceDetail, flags: DeviceTransientFlags) {
  if (flags.hibernating) return t('console.devices.detail.hibernating');
  if (flags.wakingUp) return t('console.devices.detail.wakingUp');
  return t(
    device.hibernated ? 'console.devices.detail.hibernated' : 'console.devices.detail.awake',
  );
}

export function DeviceFacts({ device, flags }: DeviceFactsProps) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const when = (value: string | null | undefined) =>
    value ? formatDateTime(value) : t('console.devices.detail.never');
  const product = [device.productName, device.productFamily, device.tagName].filter(Boolean);
  const fleets = device.deviceFleets ?? [];
  const rows: Array<[string, ReactNode]> = [
    [t('console.devices.detail.status'), <DeviceStatusBadge status={device.deviceStatus} />],
    [t('console.devices.detail.hibernation'), hibernationText(t, device, flags)],
    [t('console.devices.detail.deviceId'), <span className={mono}>{device.deviceId}</span>],
    [t('console.devices.detail.uuid'), <span className={mono}>{device.deviceUuid}</span>],
    [t('console.devices.detail.lastSeen'), when(device.lastSeen)],
    [t('console.devices.detail.createdAt'), when(device.createdAt)],
    [t('console.devices.detail.activatedAt'), when(device.activatedAt)],
    [
      t('console.devices.detail.product'),
      product.length > 0 ? product.join(' · ') : t('console.devices.detail.none'),
    ],
    [
      t('console.devices.detail.hardwareIds'),
      <span className={mono}>
        {(device.hardwareIds ?? []).join(', ') || t('console.devices.detail.none')}
      </span>,
    ],
    [
      t('console.devices.detail.fleets'),
      fleets.length > 0
        ? fleets.map((fleet) => fleet.name).join(', ')
        : t('console.devices.detail.none'),
    ],
    [
      t('console.devices.detail.notes'),
      <span className={notes} data-testid="device-notes">
        {device.notes || t('console.devices.detail.noNotes')}
      </span>,
    ],
  ];
  return (
    <dl className={facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={term}>{label}</dt>
          <dd className={definition}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
