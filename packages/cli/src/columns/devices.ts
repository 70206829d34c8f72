// How a device reads in a table: the columns and fields of `fleet devices …`.
import type { Device, DeviceDetail, DeviceInstalledPackage } from '@fleet/sdk';
import type { Colors, Column } from '../output';

export function statusColor(status: string, colors: Colors): string {
  if (status === 'UpToDate') return colors.green(status);
  if (status === 'Error') return colors.red(status);
  if (status === 'Outdated' || status === 'UpdatePending') return colors.yellow(status);
  return status;
}

export const DEVICE_COLUMNS: readonly Column<Device>[] = [
  { header: 'Name', value: (d) => d.deviceName },
  { header: 'Status', value: (d) => d.deviceStatus, color: statusColor },
  { header: 'Hibernated', value: (d) => (d.hibernated ? 'yes' : '') },
  { header: 'Last seen', value: (d) => d.lastSeen },
  { header: 'UUID', value: (d) => d.deviceUuid },
];

export const DEVICE_FIELDS: readonly Column<DeviceDetail>[] = [
  { header: 'Name', value: (d) => d.deviceName },
  { header: 'UUID', value: (d) => d.deviceUuid },
  { header: 'Device id', value: (d) => d.deviceId },
  { header: 'Status', value: (d) => d.deviceStatus, color: statusColor },
  { header: 'Hibernated', value: (d) => (d.hibernated ? 'yes' : 'no') },
  { header: 'Last seen', value: (d) => d.lastSeen },
  { header: 'Created', value: (d) => d.createdAt },
  { header: 'Activated', value: (d) => d.activatedAt },
  { header: 'Hardware', value: (d) => d.hardwareIds?.join(', ') },
  { header: 'Notes', value: (d) => d.notes },
];

export const INSTALLED_PACKAGE_COLUMNS: readonly Column<DeviceInstalledPackage>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Version', value: (p) => p.version },
  { header: 'Hardware', value: (p) => p.hardwareIds.join(', ') },
  { header: 'Source', value: (p) => p.packageSource },
  { header: 'Package id', value: (p) => p.packageId },
];
