// The report a device sends at the end of an update (aktualizr's result codes), for the
// simulator and the seeded history alike.
import type { NewInstallationReport } from '../store/installation-reports.js';
import type { DeviceUpdate } from '../store/updates.js';

type Finished = Pick<DeviceUpdate, 'repositoryId' | 'deviceUuid' | 'correlationId' | 'targets'>;

/** Every component installed its package. */
export function successfulReport(update: Finished, at: string): NewInstallationReport {
  return {
    repositoryId: update.repositoryId,
    deviceUuid: update.deviceUuid,
    correlationId: update.correlationId,
    result: { success: true, code: 'OK', description: 'All components installed their packages.' },
    ecuReports: Object.fromEntries(
      update.targets.map((target) => [
        target.serial,
        { result: { success: true, code: 'OK' }, target: [target.packageId] },
      ]),
    ),
    rawReport: update.targets
      .map((target) => `install ${target.packageId} on ${target.serial}: ok`)
      .join('\n'),
    receivedAt: at,
  };
}

/** The first component failed to install; the device rolled back and installed none. */
export function failedReport(update: Finished, at: string): NewInstallationReport {
  const [failing] = update.targets;
  const failed = failing?.packageId ?? 'the update';
  return {
    repositoryId: update.repositoryId,
    deviceUuid: update.deviceUuid,
    correlationId: update.correlationId,
    result: {
      success: false,
      code: 'INSTALL_FAILED',
      description: `Installing ${failed} on component ${failing?.serial ?? '?'} failed; the device rolled back.`,
    },
    ecuReports: Object.fromEntries(
      update.targets.map((target) => [
        target.serial,
        {
          result:
            target === failing
              ? {
                  success: false,
                  code: 'INSTALL_FAILED',
                  description: 'The installer exited with an error.',
                }
              : {
                  success: false,
                  code: 'OPERATION_CANCELLED',
                  description: 'Not installed: another component failed.',
                },
          target: [target.packageId],
        },
      ]),
    ),
    rawReport: `install ${failed}: error: the installer exited with status 1`,
    receivedAt: at,
  };
}
