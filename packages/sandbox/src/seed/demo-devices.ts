import { createHash } from 'node:crypto';
import { DEVICE_PACKAGE_SOURCE, type DeviceStatus } from '@fleet/sdk/domain';
import type { NewDevice } from '../store/devices.js';
import type { NewComponent } from '../store/installed-packages.js';
import { DEMO_HARDWARE, type DemoHardware } from './catalogue.js';
import { catalogueImages, installed, packagesByComponent, tagOf } from './installed-software.js';
import { hex8, pick, randomUuid, type Random } from './seeded-random.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Names people give devices on a shop floor or in the field.
const PLACES = [
  'Line 1',
  'Line 2',
  'Line 3',
  'Line 4',
  'Dock',
  'Warehouse',
  'Gate',
  'Lab',
  'Field',
  'Cold room',
  'Packing',
  'Lobby',
];
const ROLES = [
  'HMI',
  'Gateway',
  'Sensor hub',
  'Controller',
  'Camera',
  'Kiosk',
  'Scanner',
  'Display',
  'Data logger',
  'Robot cell',
];
const NOTES = [
  'Mounted behind the packing station.',
  'Replaced the power supply in March.',
  'Runs on a **4G** backup link.',
  'Customer pilot unit; do not update on Fridays.',
  'Screen is dimmed at night.',
];

/** Half the devices are Verdins, three in ten Colibris, two in ten Apalis. */
const HARDWARE_MIX: readonly DemoHardware[] = DEMO_HARDWARE.flatMap((hardware, i) =>
  Array<DemoHardware>([5, 3, 2][i] ?? 1).fill(hardware),
);

/** The uuids of `count` demo devices, sorted, so they fill the tables' keys in order. */
export function demoDeviceUuids(count: number, random: Random): string[] {
  return Array.from({ length: count }, () => randomUuid(random)).sort();
}

/**
 * The demo devices with these uuids, built one at a time from the demo hardware and
 * catalogue (SPEC §3 Device): statuses spread over UpToDate, Outdated and Error, NotSeen for
 * the never-activated ones; online, offline and never-seen devices; some hibernated;
 * registered over the past year; mostly older package versions with some on the newest.
 * All drawn from `random`.
 */
export function* demoDevices(
  uuids: readonly string[],
  random: Random,
  now: number,
  seed: number,
): Generator<NewDevice> {
  const image = catalogueImages(seed);
  const catalogue = packagesByComponent();
  for (const [i, uuid] of uuids.entries()) {
    const hardware = pick(random, HARDWARE_MIX);
    const createdAt = now - Math.floor(random() * 365 * DAY_MS);
    const activated = random() >= 0.08;
    const activatedAt = activated
      ? Math.min(now, createdAt + Math.floor(random() * 3 * DAY_MS))
      : null;
    let lastSeen: number | null = null;
    if (activatedAt !== null) {
      const r = random();
      const ago =
        r < 0.45
          ? random() * 4 * MINUTE_MS
          : r < 0.7
            ? 5 * MINUTE_MS + random() * DAY_MS
            : r < 0.9
              ? DAY_MS + random() * 29 * DAY_MS
              : 30 * DAY_MS + random() * 170 * DAY_MS;
      lastSeen = Math.max(activatedAt, now - Math.floor(ago));
    }
    const r = random();
    const status: DeviceStatus = !activated
      ? 'NotSeen'
      : r < 0.6
        ? 'UpToDate'
        : r < 0.9
          ? 'Outdated'
          : 'Error';
    const components: NewComponent[] = hardware.hardwareIds.map((hardwareId) => {
      const serial = `${hex8(random)}${hex8(random)}${hex8(random)}`;
      if (!activated) return { hardwareId, serial };
      const candidates = catalogue.get(hardwareId) ?? [];
      // Applications: most devices run the sensor gateway, some the kiosk, a few Weston.
      const item =
        candidates.length > 1
          ? candidates[random() < 0.6 ? 0 : random() < 0.75 ? 1 : candidates.length - 1]
          : candidates[0];
      if (!item) return { hardwareId, serial };
      const newest = random() < 0.3;
      const older = item.versions.slice(0, -1);
      const version =
        newest || older.length === 0
          ? item.versions[item.versions.length - 1]
          : pick(random, older);
      return { hardwareId, serial, installed: installed(item, version ?? '', image) };
    });
    // A few devices run an application only they know about (package source 'device').
    const app = components.find((component) => component.hardwareId === 'docker-compose');
    if (app?.installed && random() < 0.03) {
      app.installed = {
        name: 'local-debug-app',
        version: '0.0.1',
        hashes: { sha256: createHash('sha256').update(`local-debug-app:${uuid}`).digest('hex') },
        size: 4096,
        hardwareIds: ['docker-compose'],
        packageSource: DEVICE_PACKAGE_SOURCE,
      };
    }
    const serial = String(10_000_000 + i * 37 + Math.floor(random() * 37)).padStart(8, '0');
    const deviceId = `${hardware.hardwareIds[0]}-${serial}`;
    const mac = Array.from({ length: 3 }, () =>
      Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0'),
    );
    yield {
      uuid,
      deviceId,
      name: `${pick(random, PLACES)} ${pick(random, ROLES)} ${String(1 + (i % 999)).padStart(3, '0')}`,
      notes: random() < 0.15 ? pick(random, NOTES) : null,
      status,
      hibernated: activated && random() < 0.04,
      lastSeen: lastSeen === null ? null : new Date(lastSeen).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
      activatedAt: activatedAt === null ? null : new Date(activatedAt).toISOString(),
      lastUpdated:
        activatedAt !== null && lastSeen !== null && random() < 0.7
          ? new Date(activatedAt + Math.floor(random() * (lastSeen - activatedAt))).toISOString()
          : null,
      productName: hardware.productName,
      productFamily: hardware.productFamily,
      tagName: tagOf(components),
      network: {
        localIpV4: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`,
        hostname: deviceId,
        macAddress: `00:14:2d:${mac.join(':')}`,
      },
      components,
    };
  }
}
