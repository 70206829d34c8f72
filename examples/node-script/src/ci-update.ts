// A CI job: upload the firmware this build made, send it to the test fleet, wait for every
// device's result. Exit 0 when every device installed it, 1 otherwise (see README.md).
import { openAsBlob } from 'node:fs';
import { parseArgs } from 'node:util';
import { connect, openLiveChannel } from './connect';
import { runMain } from './report-error';
import { readSettings } from './settings';

const flag = { type: 'string', default: '' } as const;
const options = { file: flag, name: flag, version: flag, hardware: flag, fleet: flag };

runMain(async () => {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values: job } = parseArgs({ args, options, strict: true });
  const missing = Object.entries(job).filter(([, value]) => value === '');
  if (missing.length > 0) throw new Error(`Missing --${missing.map(([k]) => k).join(', --')}.`);
  const settings = readSettings([], process.env);
  const { fleet, tokens } = connect(settings);

  const { name, version, hardware } = job;
  const file = await openAsBlob(job.file);
  const pkg = await fleet.packages.uploadPackage({ file, name, version, hardwareIds: [hardware] });
  const update = await fleet.updates.createUpdate({
    packageIds: [pkg.packageId],
    fleets: [job.fleet],
  });
  for (const skipped of update.notAffected) console.info(`${skipped.name}: ${skipped.reason}`);

  const live = await openLiveChannel(settings.baseUrl, tokens.getToken);
  const result = await fleet.updates
    .waitForOutcome(update, {
      live,
      timeout: settings.timeoutSeconds * 1000,
      onProgress: ({ finished, total }) => console.info(`${finished} of ${total} finished.`),
    })
    .finally(() => live.dispose());
  for (const device of result.targets) console.info(`${device.name}: ${device.state}`);
  const total = result.total + update.notAffected.length;
  if (result.succeeded.length < total)
    throw new Error(`${result.succeeded.length} of ${total} updated.`);
});
