// Test support for the device, fleet and update stores: wire-shaped fixtures (they pass the
// contract checks of fake-fleet.ts).
import type {
  DeviceAssignment,
  DeviceEvent,
  UptaneComponent,
} from '../../resources/device-history';
import type { DeviceInstalledPackage } from '../../resources/device-packages';
import type { Device } from '../../resources/devices';
import type { Fleet } from '../../resources/fleets';
import type { DeviceUpdate } from '../../resources/updates';
import { uuidFor } from '../../resources/testing/contract-server';
import type { FakeRoute } from './fake-fleet';

export { pageOf, uuidFor } from '../../resources/testing/contract-server';

export const SHA = '5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef';
export const CORRELATION = 'urn:here-ota:mtu:5d7f';

export function device(i: number, change: Partial<Device> = {}): Device {
  return {
    deviceUuid: uuidFor(i),
    deviceId: `verdin-imx8mp-${i}`,
    deviceName: `Device ${i}`,
    notes: null,
    deviceStatus: 'UpToDate',
    hibernated: false,
    lastSeen: '2025-05-12T08:41:07Z',
    createdAt: '2025-01-20T10:02:00Z',
    activatedAt: '2025-01-20T10:05:31Z',
    hardwareIds: ['verdin-imx8mp', 'docker-compose'],
    ...change,
  };
}

export function fleet(i: number, change: Partial<Fleet> = {}): Fleet {
  return {
    id: uuidFor(i, '7c9e6679'),
    name: `Fleet ${String(i).padStart(2, '0')}`,
    createdAt: '2025-02-01T09:00:00Z',
    fleetType: 'static',
    expression: null,
    ...change,
  };
}

export function installed(
  hardwareId: string,
  name: string,
  version = '1.0.0',
): DeviceInstalledPackage {
  return {
    packageId: `${name}-${version}`,
    name,
    version,
    hashes: { sha256: SHA },
    hardwareIds: [hardwareId],
    packageSource: 'targets.json',
  };
}

/** One package of each kind: OS, application, bootloader and two subsystems. */
export const INSTALLED: DeviceInstalledPackage[] = [
  installed('verdin-imx8mp', 'torizon-core-docker', '7.2.0'),
  installed('docker-compose', 'my-app', '1.2.0'),
  installed('verdin-imx8mp-bootloader', 'u-boot', '2024.04'),
  installed('verdin-m4', 'm4-firmware', '0.3.0'),
  installed('sensor-hub', 'hub-firmware', '2.1.0'),
];

export function deviceUpdate(uuid: string, change: Partial<DeviceUpdate> = {}): DeviceUpdate {
  return {
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    deviceUuid: uuid,
    correlationId: CORRELATION,
    state: 'Pending',
    packageIds: ['my-app-1.3.0'],
    scheduledFor: null,
    inFlight: false,
    createdAt: '2025-05-12T10:00:00Z',
    ...change,
  };
}

export function assignment(): DeviceAssignment {
  return {
    correlationId: CORRELATION,
    inFlight: false,
    targets: {
      '07201234': {
        createdAt: '2025-05-12T08:00:00Z',
        image: { filepath: 'my-app-1.3.0', fileinfo: { hashes: { sha256: SHA }, length: 1873 } },
      },
    },
  };
}

export function component(): UptaneComponent {
  return {
    id: '07201234',
    hardwareId: 'verdin-imx8mp',
    primary: true,
    image: { filepath: 'torizon-core-docker-7.2.0', size: 4096, hash: { sha256: SHA } },
  };
}

export function deviceEvent(
  uuid: string,
  eventId: string,
  correlationId = CORRELATION,
): DeviceEvent {
  return {
    deviceUuid: uuid,
    eventId,
    eventType: { id: 'EcuDownloadStarted', version: 0 },
    correlationId,
    deviceTime: '2025-05-12T08:50:00Z',
    receivedAt: '2025-05-12T08:50:01Z',
  };
}

/** An error answer with a readable server message. */
export const failing = (msg: string, status = 500): FakeRoute => ({
  status,
  body: { code: 'internal_error', msg },
});

/** An error answer without a message of its own (a proxy's page). */
export const proxyError: FakeRoute = {
  status: 502,
  contentType: 'text/html',
  body: '<html><body>502 Bad Gateway</body></html>',
  offContract: 'an error page from a proxy in front of the API',
};
