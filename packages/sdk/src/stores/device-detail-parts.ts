// The loadable parts of the device page, made afresh for each device opened so nothing of the
// previous device (data or error) shows on the next (see support/followed-state.ts).
import { signal, type Signal } from '@preact/signals-core';
import type { InstalledPackage, UptaneComponentInfo } from '../domain/installed-packages';
import type {
  DeviceAssignment,
  DeviceEvent,
  InstallationReportPage,
} from '../resources/device-history';
import type { DeviceDetail } from '../resources/devices';
import type { DeviceUpdate } from '../resources/updates';
import { asyncState, type AsyncLoader } from './support/async-state';

export interface DeviceDetailParts {
  device: AsyncLoader<DeviceDetail>;
  installedPackages: AsyncLoader<InstalledPackage[]>;
  /** Undefined when the device has not reported its components (the server answers 404). */
  components: AsyncLoader<UptaneComponentInfo[] | undefined>;
  assignment: AsyncLoader<DeviceAssignment[]>;
  installationReports: AsyncLoader<InstallationReportPage>;
  updates: AsyncLoader<DeviceUpdate[]>;
  updateEvents: AsyncLoader<DeviceEvent[]>;
  /** The update whose events `updateEvents` holds: the active update. */
  updateEventsCorrelationId: Signal<string | undefined>;
  /** The user chose that update; otherwise it follows updateInfo. */
  updateEventsChosen: boolean;
}

type LoaderKey = {
  [K in keyof DeviceDetailParts]: DeviceDetailParts[K] extends AsyncLoader<unknown> ? K : never;
}[keyof DeviceDetailParts];

export function deviceDetailParts(): DeviceDetailParts {
  return {
    device: asyncState(),
    installedPackages: asyncState(),
    components: asyncState(),
    assignment: asyncState(),
    installationReports: asyncState(),
    updates: asyncState(),
    updateEvents: asyncState(),
    updateEventsCorrelationId: signal(undefined),
    updateEventsChosen: false,
  };
}

/** Stops every load in flight and forgets every value (the errors stay readable). */
export function clearParts(parts: DeviceDetailParts): void {
  for (const key of LOADERS) {
    parts[key].abort();
    parts[key].set(undefined);
  }
}

const LOADERS: readonly LoaderKey[] = [
  'device',
  'installedPackages',
  'components',
  'assignment',
  'installationReports',
  'updates',
  'updateEvents',
];
