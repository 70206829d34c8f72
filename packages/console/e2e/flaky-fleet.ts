import type { Page } from '@playwright/test';
import { BUILT_IN_ONLINE_WINDOW_MS } from '../../sdk/src/domain';
import { seededOutcomes } from '../../sandbox/src/simulator/outcomes';
import type { DeviceUpdate } from '../../sandbox/src/store/updates';
import { callApi } from './support';

// The sandbox's demo package with a known failure rate (docs/rollouts.md): the sensor gateway's
// canary fails on about a third of the devices. Its outcome is the simulator's seeded draw (the
// sandbox's seed, 1 unless --seed, the device, the package and the device's count of finished
// updates), so a journey can tell beforehand which devices will fail it and compose a fleet
// with an exact share of failing devices. The count of finished updates is read from the
// device's installation reports, which the seeded history gives at most one report more (of a
// past update the update store does not hold): a device counts only when both counts draw the
// same outcome. A device can take the update when it has no open update and no active rollout
// holds it for a phase still to come (`waiting`).
export const FLAKY_PACKAGE_ID = 'sensor-gateway-canary-2.0.0';
const SANDBOX_SEED = 1;
const outcome = seededOutcomes(SANDBOX_SEED);
const ACTIVE = ['scheduled', 'running', 'waitingForApproval', 'paused'];
/** Seen this recently, a device stays within the simulator's online window through a journey. */
const ONLINE_MS = BUILT_IN_ONLINE_WINDOW_MS - 10 * 60_000;

interface ApiDevice {
  deviceUuid: string;
  lastSeen?: string | null;
}

export interface FlakyFleet {
  /** Every device of the fleet; a third of them fail the canary. */
  devices: string[];
  /** The devices that fail it. */
  failing: string[];
  /** Devices the simulator carries updates out for (seen lately). */
  online: string[];
}

/**
 * Whether the device's update of the canary will fail; undefined when the two counts its
 * reports allow draw different outcomes.
 */
async function failsCanary(page: Page, deviceUuid: string): Promise<boolean | undefined> {
  const { total } = await callApi<{ total: number }>(
    page,
    'GET',
    `/api/v2beta/devices/installation-reports/${deviceUuid}?limit=1`,
  );
  const update = { deviceUuid, packageIds: [FLAKY_PACKAGE_ID] } as Pick<
    DeviceUpdate,
    'deviceUuid' | 'packageIds'
  > as DeviceUpdate;
  const fails = outcome(update, total) === 'failure';
  if (total > 0 && (outcome(update, total - 1) === 'failure') !== fails) return undefined;
  return fails;
}

/** Devices an active rollout of the repository will still assign (its `waiting` devices). */
async function heldByRollouts(page: Page): Promise<Set<string>> {
  const held = new Set<string>();
  const { values } = await callApi<{
    values: { id: string; state: string; phases: { index: number }[] }[];
  }>(page, 'GET', '/api/v2beta/rollouts?limit=100');
  for (const rollout of values.filter((r) => ACTIVE.includes(r.state)))
    for (const phase of rollout.phases) {
      const devices = await callApi<{ values: { deviceUuid: string }[] }>(
        page,
        'GET',
        `/api/v2beta/rollouts/${rollout.id}/phases/${phase.index}/devices?outcome=waiting&limit=1000`,
      );
      for (const device of devices.values) held.add(device.deviceUuid);
    }
  return held;
}

const hasOpenUpdate = async (page: Page, deviceUuid: string): Promise<boolean> =>
  (await callApi<unknown[]>(page, 'GET', `/api/v2beta/updates/devices/${deviceUuid}`)).length > 0;

/** The repository's devices no active rollout holds, those seen lately first. */
async function freeDevices(
  page: Page,
): Promise<{ devices: ApiDevice[]; isOnline: (device: ApiDevice) => boolean }> {
  const { values } = await callApi<{ values: ApiDevice[] }>(
    page,
    'GET',
    '/api/v2beta/devices?hibernated=false&limit=1000',
  );
  const held = await heldByRollouts(page);
  const since = Date.now() - ONLINE_MS;
  const isOnline = (device: ApiDevice) =>
    typeof device.lastSeen === 'string' && Date.parse(device.lastSeen) > since;
  const free = values.filter((device) => !held.has(device.deviceUuid));
  return { devices: [...free.filter(isOnline), ...free.filter((d) => !isOnline(d))], isOnline };
}

/**
 * `3 * failing` devices that can take the update, `failing` of which fail the canary: the
 * first failing one and two passing ones seen lately, so a first phase of those
 * three carries the update out.
 */
export async function flakyFleet(page: Page, failing: number): Promise<FlakyFleet> {
  const { devices, isOnline } = await freeDevices(page);
  const failers: ApiDevice[] = [];
  const others: ApiDevice[] = [];
  for (const device of devices) {
    const fails = await failsCanary(page, device.deviceUuid);
    if (fails === undefined || (fails ? failers.length >= failing : others.length >= 2 * failing))
      continue;
    if (await hasOpenUpdate(page, device.deviceUuid)) continue;
    (fails ? failers : others).push(device);
    if (failers.length === failing && others.length === 2 * failing) break;
  }
  const online = [...failers, ...others].filter(isOnline).map((d) => d.deviceUuid);
  if (
    failers.length < failing ||
    others.length < 2 * failing ||
    !failers[0] ||
    !isOnline(failers[0]) ||
    others.slice(0, 2).some((d) => !isOnline(d))
  )
    throw new Error(
      `Only ${failers.length} failing and ${others.length} other devices can take the canary ` +
        `(${online.length} online); the live sandbox needs more devices.`,
    );
  return {
    devices: [...failers, ...others].map((d) => d.deviceUuid),
    failing: failers.map((d) => d.deviceUuid),
    online,
  };
}

/** `count` devices that can take an update now, seen lately (the simulator carries it out). */
export async function idleOnlineDevices(page: Page, count: number): Promise<string[]> {
  const { devices, isOnline } = await freeDevices(page);
  const found: string[] = [];
  for (const device of devices.filter(isOnline)) {
    if (found.length === count) break;
    if (!(await hasOpenUpdate(page, device.deviceUuid))) found.push(device.deviceUuid);
  }
  if (found.length < count) throw new Error(`Only ${found.length} idle online devices.`);
  return found;
}
