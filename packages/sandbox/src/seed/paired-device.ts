import type { NewDevice } from '../store/devices.js';
import type { NewComponent } from '../store/installed-packages.js';
import type { PendingProvisionCode } from '../store/provisioning.js';
import { catalogueImages, installed, packagesByComponent, tagOf } from './installed-software.js';

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
