// An assigned update as a device carries it out (Uptane / aktualizr): it fetches the update at
// its next check-in, downloads, installs, applies and reports. Each step is one database
// change guarded by the step it starts from, so a cancel in between wins.
import { DEVICE_PACKAGE_SOURCE } from '@fleet/sdk/domain';
import type { NewInstalledPackage } from '../store/installed-packages.js';
import type { StoredPackage } from '../store/packages.js';
import type { ComponentTarget, DeviceUpdate } from '../store/updates.js';
import { setUpdateStatus } from '../updates/device-status.js';
import { deviceSeen } from '../updates/live-messages.js';
import { failedReport, successfulReport } from '../updates/installation-reports.js';
import { componentEvents, recordUpdateEvents } from '../updates/update-events.js';
import { after, nowIso, type SimulationEnv } from './environment.js';
import { isReachable } from './presence.js';
import { TIMING } from './timing.js';

/** Where a pending update stands (DeviceUpdate.step). */
export const STEP = {
  /** Assigned; the device has not checked in since. */
  assigned: 0,
  /** The device will fetch it at its next check-in. */
  fetching: 1,
  downloading: 2,
  installing: 3,
  /** Installed; the device reboots and reports. */
  applied: 4,
  finished: 5,
} as const;

/** A scheduled update whose time has come is assigned: the device goes Outdated. */
async function start(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  const at = nowIso(env);
  const started = await env.context.stores.updates.advance(update.id, update.step, {
    state: 'Pending',
    assignedAt: at,
    dueAt: at,
  });
  if (started) await setUpdateStatus(env.context, update.deviceUuid, 'Outdated', at);
}

/** Until the device fetches it, an update waits for the device to be reachable. */
async function approach(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  const { stores, live } = env.context;
  const device = await stores.devices.find(update.repositoryId, update.deviceUuid);
  if (!device) return;
  if (!isReachable(device, env.onlineSince)) {
    await stores.updates.advance(update.id, update.step, {
      step: STEP.assigned,
      dueAt: after(env, TIMING.recheck),
    });
    return;
  }
  if (update.step === STEP.assigned) {
    await stores.updates.advance(update.id, update.step, {
      step: STEP.fetching,
      dueAt: after(env, TIMING.fetch),
    });
    return;
  }
  const at = nowIso(env);
  const fetched = await stores.updates.advance(update.id, update.step, {
    step: STEP.downloading,
    inFlight: true,
    dueAt: after(env, TIMING.download),
  });
  if (!fetched) return;
  if (await stores.devices.markSeen(update.deviceUuid, at))
    live.publish(update.repositoryId, deviceSeen(update.deviceUuid, at));
  await setUpdateStatus(env.context, update.deviceUuid, 'UpdatePending', at);
  await recordUpdateEvents(
    env.context,
    update,
    componentEvents(update.targets, 'EcuDownloadStarted'),
    at,
  );
}

async function download(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  const at = nowIso(env);
  const downloaded = await env.context.stores.updates.advance(update.id, update.step, {
    step: STEP.installing,
    dueAt: after(env, TIMING.install),
  });
  if (!downloaded) return;
  await recordUpdateEvents(
    env.context,
    update,
    [
      ...componentEvents(update.targets, 'EcuDownloadCompleted', true),
      ...componentEvents(update.targets, 'EcuInstallationStarted'),
    ],
    at,
  );
}

async function install(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  const { stores } = env.context;
  const at = nowIso(env);
  const attempt = await stores.updates.finishedCount(update.repositoryId, update.deviceUuid);
  if (env.outcome(update, attempt) === 'success') {
    const applied = await stores.updates.advance(update.id, update.step, {
      step: STEP.applied,
      dueAt: after(env, TIMING.reboot),
    });
    if (applied)
      await recordUpdateEvents(
        env.context,
        update,
        componentEvents(update.targets, 'EcuInstallationApplied', true),
        at,
      );
    return;
  }
  const failed = await stores.updates.advance(update.id, update.step, {
    step: STEP.finished,
    state: 'Failed',
    dueAt: null,
    closedAt: at,
  });
  if (!failed) return;
  await recordUpdateEvents(
    env.context,
    update,
    componentEvents(update.targets, 'EcuInstallationCompleted', false),
    at,
  );
  await stores.installationReports.add([failedReport(update, at)]);
  await setUpdateStatus(env.context, update.deviceUuid, 'Error', at);
}

/** What a component runs after installing its target. */
function installedPackage(
  target: ComponentTarget,
  pkg: StoredPackage | undefined,
): NewInstalledPackage {
  if (!pkg)
    // The package was deleted meanwhile: only the device knows what it is.
    return {
      packageId: target.packageId,
      name: target.packageId,
      version: '',
      hashes: { sha256: target.sha256 },
      hardwareIds: [target.hardwareId],
      packageSource: DEVICE_PACKAGE_SOURCE,
      size: target.length,
    };
  return {
    packageId: pkg.packageId,
    name: pkg.name,
    version: pkg.version,
    hashes: { sha256: pkg.sha256 },
    hardwareIds: pkg.hardwareIds,
    packageSource: pkg.packageSource,
    size: pkg.size,
  };
}

/** After the reboot: the new packages run, the device reports success and is up to date. */
async function complete(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  const { stores } = env.context;
  const at = nowIso(env);
  const completed = await stores.updates.advance(update.id, update.step, {
    step: STEP.finished,
    state: 'Completed',
    dueAt: null,
    closedAt: at,
  });
  if (!completed) return;
  const packages = new Map(
    (
      await stores.packages.findMany(
        update.repositoryId,
        update.targets.map((target) => target.packageId),
      )
    ).map((pkg) => [pkg.packageId, pkg]),
  );
  for (const target of update.targets)
    await stores.installedPackages.setInstalledPackage(
      update.repositoryId,
      update.deviceUuid,
      target.hardwareId,
      installedPackage(target, packages.get(target.packageId)),
    );
  await recordUpdateEvents(
    env.context,
    update,
    componentEvents(update.targets, 'EcuInstallationCompleted', true),
    at,
  );
  await stores.installationReports.add([successfulReport(update, at)]);
  await setUpdateStatus(env.context, update.deviceUuid, 'UpToDate', at);
}

/** Moves a due update one step on. */
export async function runUpdateStep(env: SimulationEnv, update: DeviceUpdate): Promise<void> {
  if (update.state === 'Scheduled') return start(env, update);
  switch (update.step) {
    case STEP.assigned:
    case STEP.fetching:
      return approach(env, update);
    case STEP.downloading:
      return download(env, update);
    case STEP.installing:
      return install(env, update);
    case STEP.applied:
      return complete(env, update);
    default:
      return;
  }
}
