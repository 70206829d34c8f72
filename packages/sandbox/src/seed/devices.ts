import { createHash } from 'node:crypto';
import { DEVICE_PACKAGE_SOURCE, MAKER_DEVICE_LIMIT, type DeviceStatus } from '@fleet/sdk/domain';
import type { SandboxConfig } from '../config.js';
import type { NewDevice } from '../store/devices.js';
import type { Stores } from '../store/index.js';
import type { NewComponent, NewInstalledPackage } from '../store/installed-packages.js';
import type { PendingProvisionCode } from '../store/provisioning.js';
import type { Repository } from '../store/repositories.js';
import {
  DEMO_CATALOGUE,
  DEMO_HARDWARE,
  type CataloguePackage,
  type DemoHardware,
} from './catalogue.js';
import { DEMO_SHARED_REPOSITORY } from './demo-accounts.js';
import { seedDemoFleets, type DemoRepositoryLabel } from './fleets.js';
import { demoPackageFile } from './package-files.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A small, fast, seedable generator (mulberry32): the same seed gives the same demo data. */
export type Random = () => number;

export function randomFrom(seed: number, label: string): Random {
  let state = (createHash('sha256').update(`${seed}:${label}`).digest().readUInt32BE(0) || 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Eight hex digits (byte by byte: Number#toString(16) is slow above 2^31). */
function hex8(random: Random): string {
  const word = Math.floor(random() * 4_294_967_296);
  return `${HEX[word >>> 24]}${HEX[(word >>> 16) & 255]}${HEX[(word >>> 8) & 255]}${HEX[word & 255]}`;
}

/** A version-4 uuid drawn from the generator, so seeded devices have repeatable ids. */
function randomUuid(random: Random): string {
  const a = hex8(random);
  const b = hex8(random);
  const c = hex8(random);
  const d = hex8(random);
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

/**
 * The sha256 and size of a catalogue package version: those of the file the packages seed
 * stores for it (seed/package-files.ts), so installed packages name real package files.
 */
export function catalogueImages(seed: number) {
  const images = new Map<string, { sha256: string; size: number }>();
  return (name: string, version: string): { sha256: string; size: number } => {
    const key = `${name}@${version}`;
    let image = images.get(key);
    if (!image) {
      const file = demoPackageFile(seed, name, version);
      image = { sha256: createHash('sha256').update(file).digest('hex'), size: file.length };
      images.set(key, image);
    }
    return image;
  };
}

/** Catalogue packages by the component (first hardware id) they install to. */
function packagesByComponent(): Map<string, CataloguePackage[]> {
  const byComponent = new Map<string, CataloguePackage[]>();
  for (const item of DEMO_CATALOGUE) {
    const component = item.hardwareIds[0];
    if (component === undefined) continue;
    byComponent.set(component, [...(byComponent.get(component) ?? []), item]);
  }
  return byComponent;
}

function installed(
  item: CataloguePackage,
  version: string,
  image: ReturnType<typeof catalogueImages>,
): NewInstalledPackage {
  const { sha256, size } = image(item.name, version);
  return {
    name: item.name,
    version,
    hashes: { sha256 },
    size,
    hardwareIds: [...item.hardwareIds],
    packageSource: item.packageSource,
  };
}

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

/** The OS release the device reports: the version installed on its primary component. */
const tagOf = (components: readonly NewComponent[]): string | null =>
  components[0]?.installed?.version ?? null;

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

/**
 * The device a claimed provisioning code registers: it provisions itself at once and
 * reports the newest catalogue versions for its components.
 */
export function pairedDevice(
  code: PendingProvisionCode,
  seed: number,
  now: Date = new Date(),
): NewDevice {
  const image = catalogueImages(seed);
  const catalogue = packagesByComponent();
  const at = now.toISOString();
  const components: NewComponent[] = code.hardwareIds.map((hardwareId) => {
    const item = catalogue.get(hardwareId)?.[0];
    const version = item?.versions[item.versions.length - 1];
    return item && version
      ? { hardwareId, installed: installed(item, version, image) }
      : { hardwareId };
  });
  return {
    deviceId: code.deviceId,
    name: code.deviceId,
    status: 'UpToDate',
    lastSeen: at,
    createdAt: at,
    activatedAt: at,
    productName: code.productName,
    productFamily: code.productFamily,
    tagName: tagOf(components),
    network: { hostname: code.deviceId },
    components,
  };
}

/** Which demo repositories get devices, and how many. */
interface DemoDevicePlan {
  label: DemoRepositoryLabel;
  repository: Repository;
  count: number;
}

/** From this many devices on, seeding rebuilds the device indexes after inserting. */
const BULK_SEED = 5000;

/** Devices for the guest to see in the shared repository. */
export const PILOT_SITE_DEVICES = 36;
export const ADMIN_DEVICES = 8;

async function demoDevicePlans(
  stores: Stores,
  config: Pick<SandboxConfig, 'devices'>,
): Promise<DemoDevicePlan[]> {
  const plans: DemoDevicePlan[] = [];
  const personal = async (email: string) => {
    const user = await stores.users.findByEmail(email);
    return user && (await stores.repositories.personalOf(user.id));
  };
  const dev = await stores.users.findByEmail('dev@example.com');
  const devPersonal = await personal('dev@example.com');
  if (devPersonal) plans.push({ label: 'dev', repository: devPersonal, count: config.devices });
  const pilot =
    dev &&
    (await stores.repositories.listShared(dev.id)).find(
      ({ name }) => name === DEMO_SHARED_REPOSITORY.name,
    );
  if (pilot) plans.push({ label: 'pilot', repository: pilot, count: PILOT_SITE_DEVICES });
  const admin = await personal('admin@example.com');
  if (admin) plans.push({ label: 'admin', repository: admin, count: ADMIN_DEVICES });
  // Exactly the Maker limit, so the Device Limit dialog shows (SPEC §2, §9).
  const maker = await personal('maker@example.com');
  if (maker) plans.push({ label: 'maker', repository: maker, count: MAKER_DEVICE_LIMIT });
  return plans;
}

/**
 * Seeds the demo repositories' devices and fleets: dev's personal repository gets `--devices`
 * devices, 'Pilot site' a few dozen for the guest, admin a handful, maker exactly 5. Only a
 * repository without devices is seeded, so restarts and user changes are left alone.
 * Returns the devices added per repository label.
 */
export async function seedDemoDevices(
  stores: Stores,
  config: Pick<SandboxConfig, 'devices' | 'seed'>,
  now: Date = new Date(),
): Promise<Partial<Record<DemoRepositoryLabel, number>>> {
  const added: Partial<Record<DemoRepositoryLabel, number>> = {};
  for (const plan of await demoDevicePlans(stores, config)) {
    if (plan.count <= 0 || (await stores.devices.count(plan.repository.id)) > 0) continue;
    const random = randomFrom(config.seed, `devices:${plan.label}`);
    const uuids = demoDeviceUuids(plan.count, random);
    added[plan.label] = await stores.devices.importDevices(
      plan.repository.id,
      demoDevices(uuids, random, now.getTime(), config.seed),
      { rebuildIndexes: plan.count >= BULK_SEED },
    );
    await seedDemoFleets(
      stores,
      plan.repository.id,
      plan.label,
      uuids,
      randomFrom(config.seed, `fleets:${plan.label}`),
      now,
    );
  }
  return added;
}
