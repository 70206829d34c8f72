// What each device table column shows (SPEC §3 Device fields, derived installed packages,
// fleet membership; §4 status as shown and transient flags; §9 relative times).
import type { Device, DeviceTransientFlags } from '@fleet/sdk';
import {
  installedApplicationPackage,
  installedBootloaderPackage,
  installedOsPackage,
  installedSubsystemsPackages,
  type InstalledPackage,
} from '@fleet/sdk/domain';
import type { ReactNode } from 'react';
import type { FormatDateTime } from '../../i18n/format-date-time.js';
import type { FormatMessage } from '../../i18n/format-message.js';
import { DeviceStatusBadge } from '../../primitives/device-status-badge/DeviceStatusBadge.js';
import type { TableColumn } from '../../primitives/table/table-types.js';
import { SORT_OF_COLUMN, type DeviceColumnId } from './device-column-ids.js';
import { DeviceLink } from './device-link.js';
import { mono, muted, nowrap, statusCell, tag } from './DeviceTable.css.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

/** What the cells read beside the device: the page's extras, the clock and the texts. */
export interface DeviceRowContext {
  t: FormatMessage;
  /** Dates as the datetime format preference wants them (relative unless it says absolute). */
  formatDateTime: FormatDateTime;
  locale: string | undefined;
  now: Date;
  installed: ReadonlyMap<string, readonly InstalledPackage[]> | undefined;
  fleets: ReadonlyMap<string, readonly string[]> | undefined;
  flags: ReadonlyMap<string, DeviceTransientFlags>;
  /** When the host gives devices an address: the name links there. */
  link?: {
    hrefOf(device: Device): string;
    /** A plain click on the name: false when the link is not to be followed. */
    onOpen(device: Device): boolean;
  };
}

const packageText = (pkg: InstalledPackage | undefined) =>
  pkg ? `${pkg.name} ${pkg.version}` : '';

function time(value: string | null | undefined, context: DeviceRowContext): ReactNode {
  if (!value) return <span className={muted}>{context.t('ui.devices.never')}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} className={nowrap} title={date.toLocaleString(context.locale)}>
      {/* A time just reported by the live channel may be ahead of the table's clock. */}
      {context.formatDateTime(date, {
        auto: 'relative',
        now: date > context.now ? date : context.now,
      })}
    </time>
  );
}

function status(device: Device, context: DeviceRowContext): ReactNode {
  const flags = context.flags.get(device.deviceUuid);
  const flagIds = flags
    ? (['hibernating', 'wakingUp', 'deleting', 'cancelingUpdate'] as const).filter((f) => flags[f])
    : [];
  return (
    <span className={statusCell}>
      <DeviceStatusBadge status={device.deviceStatus} />
      {device.hibernated && (
        <span className={tag} data-hibernated="">
          {context.t('ui.devices.hibernated')}
        </span>
      )}
      {flagIds.map((flag) => (
        <span key={flag} className={tag} data-flag={flag}>
          {context.t(`ui.devices.flag.${flag}`)}
        </span>
      ))}
    </span>
  );
}

function installedColumn(
  device: Device,
  context: DeviceRowContext,
  pick: (installed: readonly InstalledPackage[]) => string,
): ReactNode {
  const installed = context.installed?.get(device.deviceUuid);
  return installed ? pick(installed) : '';
}

const CELLS: Readonly<Record<DeviceColumnId, (d: Device, c: DeviceRowContext) => ReactNode>> = {
  name: (d, { link }) =>
    link ? (
      <DeviceLink href={link.hrefOf(d)} name={d.deviceName} onOpen={() => link.onOpen(d)} />
    ) : (
      d.deviceName
    ),
  deviceId: (d) => <span className={mono}>{d.deviceId}</span>,
  uuid: (d) => <span className={mono}>{d.deviceUuid}</span>,
  status,
  lastSeen: (d, c) => time(d.lastSeen, c),
  createdAt: (d, c) => time(d.createdAt, c),
  activatedAt: (d, c) => time(d.activatedAt, c),
  fleets: (d, c) => c.fleets?.get(d.deviceUuid)?.join(', ') ?? '',
  installedOsPackage: (d, c) =>
    installedColumn(d, c, (list) => packageText(installedOsPackage(list))),
  installedApplicationPackage: (d, c) =>
    installedColumn(d, c, (list) => packageText(installedApplicationPackage(list))),
  installedBootloaderPackage: (d, c) =>
    installedColumn(d, c, (list) => packageText(installedBootloaderPackage(list))),
  installedSubsystemsPackages: (d, c) =>
    installedColumn(d, c, (list) => installedSubsystemsPackages(list).map(packageText).join(', ')),
};

export function deviceColumns(
  ids: readonly DeviceColumnId[],
  context: DeviceRowContext,
): TableColumn<Device>[] {
  return ids.map((id) => ({
    id,
    header: context.t(`ui.devices.column.${id}`),
    cell: (device) => CELLS[id](device, context),
    sortable: SORT_OF_COLUMN[id] !== undefined,
  }));
}
