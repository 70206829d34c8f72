import type { DeviceStatus } from '@fleet/sdk/domain';
import type { SandboxConfig } from '../config.js';
import type { NewDeviceEvent } from '../store/device-events.js';
import type { Device } from '../store/devices.js';
import type { Stores } from '../store/index.js';
import type { NewInstallationReport } from '../store/installation-reports.js';
import type { StoredPackage } from '../store/packages.js';
import type { ComponentTarget, NewDeviceUpdate } from '../store/updates.js';
import { createRandom, hashSeed, type Random } from '../simulator/random.js';
import { componentsOfDevices } from '../updates/device-components.js';
import type { DeviceComponent } from '../updates/initiation.js';
import { newCorrelationIdFrom } from '../updates/correlation-id.js';
import { failedReport, successfulReport } from '../updates/installation-reports.js';
import type { UpdateEventType } from '../updates/update-events.js';
import { DEMO_CATALOGUE } from './catalogue.js';
import { demoPackageRepositories } from './package-repositories.js';

/** The seeding step's name in the demo-seed bookkeeping of the packages store. */
const STEP = 'update-history';
/** Devices per repository with a past update in their history: a little, not a log. */
const HISTORY_DEVICES = 50;
/** Devices looked at for that history. */
const HISTORY_CANDIDATES = 400;
const DEVICE_PAGE = 1000;
const MINUTE_MS = 60_000;

/** What one repository's history is drawn from. */
interface Draw {
  repositoryId: string;
  /** The newest catalogue version per hardware id, among the repository's packages. */
  newest: ReadonlyMap<string, StoredPackage>;
  random: Random;
}

async function newestPackages(
  stores: Stores,
  repositoryId: string,
): Promise<Map<string, StoredPackage>> {
  const ids = DEMO_CATALOGUE.map((item) => `${item.name}-${item.versions.at(-1) ?? ''}`);
  const newest = new Map<string, StoredPackage>();
  for (const pkg of await stores.packages.findMany(repositoryId, ids))
    for (const hardwareId of pkg.hardwareIds)
      // The catalogue lists the most used package of a component first.
      if (!newest.has(hardwareId)) newest.set(hardwareId, pkg);
  return newest;
}

const targetOf = (component: DeviceComponent, pkg: StoredPackage): ComponentTarget => ({
  serial: component.serial,
  hardwareId: component.hardwareId,
  packageId: pkg.packageId,
  sha256: pkg.sha256,
  length: pkg.size,
  uri: pkg.uri,
});

/** The first component (primary first) that runs an older version than the newest. */
function outdatedTarget(
  components: readonly DeviceComponent[],
  newest: ReadonlyMap<string, StoredPackage>,
): ComponentTarget | undefined {
  for (const component of components) {
    const pkg = newest.get(component.hardwareId);
    if (pkg && component.packageId !== null && component.packageId !== pkg.packageId)
      return targetOf(component, pkg);
  }
  return undefined;
}

/** The events of an update that ran from `start`, seconds apart. */
function pastEvents(
  base: Pick<NewDeviceEvent, 'repositoryId' | 'deviceUuid' | 'correlationId'>,
  target: ComponentTarget,
  start: number,
  success: boolean,
  random: Random,
): NewDeviceEvent[] {
  const steps: Array<[UpdateEventType, boolean | undefined]> = [
    ['EcuDownloadStarted', undefined],
    ['EcuDownloadCompleted', true],
    ['EcuInstallationStarted', undefined],
    ...(success ? [['EcuInstallationApplied', true] as [UpdateEventType, boolean]] : []),
    ['EcuInstallationCompleted', success],
  ];
  let at = start;
  return steps.map(([eventType, ok]) => {
    at += random.between(2_000, 20_000);
    const time = new Date(at).toISOString();
    return {
      ...base,
      eventType,
      deviceTime: time,
      receivedAt: time,
      payload: { ecu: target.serial, ...(ok === undefined ? {} : { success: ok }) },
    };
  });
}

const seenAt = (device: Device, now: number): number =>
  device.lastSeen ? Date.parse(device.lastSeen) : now;

/** An Outdated device waits for the newest version of one of its components. */
function pendingUpdate(
  draw: Draw,
  device: Device,
  components: readonly DeviceComponent[],
  now: number,
): NewDeviceUpdate | undefined {
  const target = outdatedTarget(components, draw.newest);
  if (!target) return undefined;
  return {
    repositoryId: draw.repositoryId,
    deviceUuid: device.deviceUuid,
    correlationId: newCorrelationIdFrom(draw.random),
    packageIds: [target.packageId],
    targets: [target],
    scheduledFor: null,
    previousStatus: 'UpToDate',
    createdAt: new Date(
      seenAt(device, now) - draw.random.between(1, 600) * MINUTE_MS,
    ).toISOString(),
  };
}

/**
 * The update that explains a device's status: the failed one of an Error device, or the one
 * that brought an up-to-date device its current OS.
 */
function pastUpdate(
  draw: Draw,
  device: Device,
  components: readonly DeviceComponent[],
  now: number,
): { report: NewInstallationReport; events: NewDeviceEvent[] } | undefined {
  const failed = device.deviceStatus === 'Error';
  const primary = components[0];
  const newestOs = primary && draw.newest.get(primary.hardwareId);
  const target = failed
    ? outdatedTarget(components, draw.newest)
    : primary && newestOs && primary.packageId === newestOs.packageId && draw.random.next() < 0.5
      ? targetOf(primary, newestOs)
      : undefined;
  if (!target) return undefined;
  const base = {
    repositoryId: draw.repositoryId,
    deviceUuid: device.deviceUuid,
    correlationId: newCorrelationIdFrom(draw.random),
  };
  const start = seenAt(device, now) - draw.random.between(10, 20_000) * MINUTE_MS;
  const events = pastEvents(base, target, start, !failed, draw.random);
  const end = events.at(-1)?.receivedAt ?? new Date(start).toISOString();
  const finished = { ...base, targets: [target] };
  return { events, report: failed ? failedReport(finished, end) : successfulReport(finished, end) };
}

/** Pages of a repository's devices of these statuses, in uuid order, with their components. */
async function* devicesWith(
  stores: Stores,
  repositoryId: string,
  statuses: DeviceStatus[],
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<Array<[Device, DeviceComponent[]]>> {
  for (let offset = 0; offset < limit; offset += DEVICE_PAGE) {
    const page = await stores.devices.list(
      repositoryId,
      { statuses },
      { sortBy: 'Uuid', sortDirection: 'Asc' },
      { offset, limit: Math.min(DEVICE_PAGE, limit - offset) },
    );
    const components = await componentsOfDevices(
      stores,
      repositoryId,
      page.values.map((device) => device.deviceUuid),
    );
    yield page.values.map((device) => [device, components.get(device.deviceUuid) ?? []]);
    if (page.values.length < DEVICE_PAGE) return;
  }
}

/**
 * Seeds the demo repositories' update history, after their devices, as their statuses tell
 * it: each Outdated device has its pending update (which the simulator carries out), and a
 * few Error and up-to-date devices have the report and events of their last update, so the
 * console's history tab has data on first start. Once per repository; deterministic under
 * --seed; 100,000 devices take seconds.
 */
export async function seedUpdateHistory(
  stores: Stores,
  config: Pick<SandboxConfig, 'seed'>,
  now: Date = new Date(),
): Promise<void> {
  for (const repository of await demoPackageRepositories(stores)) {
    if (await stores.packages.isDemoSeeded(repository.id, STEP)) continue;
    const draw: Draw = {
      repositoryId: repository.id,
      newest: await newestPackages(stores, repository.id),
      random: createRandom(hashSeed(config.seed, STEP, repository.name)),
    };

    const assignments: NewDeviceUpdate[] = [];
    for await (const page of devicesWith(stores, repository.id, ['Outdated']))
      for (const [device, components] of page) {
        const pending = pendingUpdate(draw, device, components, now.getTime());
        if (pending) assignments.push(pending);
      }

    const reports: NewInstallationReport[] = [];
    const events: NewDeviceEvent[] = [];
    for await (const page of devicesWith(
      stores,
      repository.id,
      ['Error', 'UpToDate'],
      HISTORY_CANDIDATES,
    ))
      for (const [device, components] of page) {
        if (reports.length >= HISTORY_DEVICES) break;
        const past = pastUpdate(draw, device, components, now.getTime());
        if (!past) continue;
        reports.push(past.report);
        events.push(...past.events);
      }

    await stores.updates.create(assignments);
    await stores.installationReports.add(reports);
    await stores.deviceEvents.add(events);
    await stores.packages.markDemoSeeded(repository.id, STEP);
  }
}
