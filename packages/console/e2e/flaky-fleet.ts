import type { Page } from '@playwright/test';
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
// same outcome.
export const FLAKY_PACKAGE_ID = 'sensor-gateway-canary-2.0.0';
const SANDBOX_SEED = 1;
const outcome = seededOutcomes(SANDBOX_SEED);

interface ApiDevice {
  deviceUuid: string;
  lastSeen?: string | null;
}

export interface FlakyFleet {
  /** Every device of the fleet; a third of them fail the canary. */
  devices: string[];
  /** A failing device the simulator carries out updates for (seen in the last minute). */
  failingOnline: string;
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

/**
 * `3 * failing` up-to-date devices (no update open), `failing` of which fail the canary, one of
 * those seen in the last minute (so it does carry the update out and fail).
 */
export async function flakyFleet(page: Page, failing: number): Promise<FlakyFleet> {
  const { values } = await callApi<{ values: ApiDevice[] }>(
    page,
    'GET',
    '/api/v2beta/devices?status=UpToDate&hibernated=false&limit=100',
  );
  const since = Date.now() - 60_000;
  const online = (device: ApiDevice) =>
    device.lastSeen !== undefined &&
    device.lastSeen !== null &&
    Date.parse(device.lastSeen) > since;
  // Online devices first, so the failing one found first is online when one is.
  const ordered = [...values.filter(online), ...values.filter((device) => !online(device))];
  const failers: ApiDevice[] = [];
  const others: string[] = [];
  for (const device of ordered) {
    const fails = await failsCanary(page, device.deviceUuid);
    if (fails === undefined) continue;
    if (fails && failers.length < failing) failers.push(device);
    if (!fails && others.length < 2 * failing) others.push(device.deviceUuid);
    if (failers.length === failing && others.length === 2 * failing) break;
  }
  const first = failers[0];
  if (!first || !online(first) || failers.length < failing || others.length < 2 * failing)
    throw new Error(`Only ${failers.length} failing and ${others.length} other devices.`);
  return {
    devices: [...failers.map((d) => d.deviceUuid), ...others],
    failingOnline: first.deviceUuid,
  };
}
