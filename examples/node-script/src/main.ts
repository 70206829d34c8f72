// A script an integrator would write: sign in, find devices, read what they run, send an OS
// update to a fleet of them and follow it live until every device has reported.
//   FLEET_CLIENT_ID=… FLEET_CLIENT_SECRET=… pnpm start   (see README.md)
import { chooseOsVersion, findDevices, showInstalledPackages } from './choose';
import { connect, openLiveChannel } from './connect';
import { watchDevices } from './follow-update';
import { runMain } from './report-error';
import { readSettings } from './settings';

const log = (line: string) => console.info(line);

runMain(async () => {
  const settings = readSettings(process.argv.slice(2), process.env);
  const { fleet: sdk, tokens } = connect(settings);
  log(`Fleet API at ${settings.baseUrl}`);

  const { board, devices } = await findDevices(sdk, settings.search, settings.devices, log);
  const [first] = devices;
  if (!first) throw new Error('No device to update.');
  const installed = await showInstalledPackages(sdk, first, log);
  const target = await chooseOsVersion(sdk, board, installed);
  log(`Package: ${target.name} ${target.version} for ${board} (${target.packageId})`);

  const fleetName = `Node script example ${new Date().toISOString()}`;
  const fleetId = await sdk.fleets.createFleet({ name: fleetName });
  const channel = await openLiveChannel(settings.baseUrl, tokens.getToken).catch(
    async (error: unknown) => {
      await sdk.fleets.deleteFleet(fleetId);
      throw error;
    },
  );
  const names = new Map(devices.map((device) => [device.deviceUuid, device.deviceName]));
  const watcher = watchDevices(channel, sdk, names, log);
  try {
    await sdk.fleets.addFleetDevices(fleetId, [...names.keys()]);
    log(`Fleet: ${fleetName} with ${names.size} devices (${fleetId})`);

    const outcome = await sdk.updates.createUpdate({
      packageIds: [target.packageId],
      fleets: [fleetId],
    });
    log(`Update started on ${outcome.affected.length} devices.`);
    for (const skipped of outcome.notAffected)
      log(
        `  Not updated: ${names.get(skipped.deviceUuid) ?? skipped.deviceUuid}: ${skipped.reason}`,
      );
    const affected = outcome.affected.map((device) => device.deviceUuid);
    if (affected.length === 0) return log('No device took the update.');

    const { finished, unfinished } = await watcher.until(affected, settings.timeoutSeconds * 1000);
    const failed = [...finished].filter(([, status]) => status === 'Error').length;
    log(`Update finished: ${finished.size - failed} up to date, ${failed} failed.`);
    if (unfinished.length > 0)
      throw new Error(
        `Timed out after ${settings.timeoutSeconds} s; still updating: ${unfinished
          .map((uuid) => names.get(uuid) ?? uuid)
          .join(', ')}.`,
      );
  } finally {
    watcher.stop();
    channel.dispose();
    // The fleet was only a vehicle for this run; the devices keep their new packages.
    await sdk.fleets.deleteFleet(fleetId);
  }
});
