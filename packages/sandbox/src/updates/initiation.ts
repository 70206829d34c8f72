// SPEC §8 update initiation: which devices take an update and, for the others, why not. The
// rules are those of an Uptane director, per component (ECU): a package installs to the
// components whose hardware id it lists; a component already running it is skipped; a device
// with an open (scheduled or pending) update takes no other.
import type { components } from '@fleet/sdk';
import type { UpdateInitiationErrorCode } from '@fleet/sdk/domain';
import type { DeviceComponentRecord } from '../store/installed-packages.js';
import type { StoredPackage } from '../store/packages.js';
import type { ComponentTarget, DeviceUpdate } from '../store/updates.js';

type UpdateComponentError = components['schemas']['UpdateComponentError'];

/** A component of a device and the package it runs (null: none reported). */
export type DeviceComponent = Pick<DeviceComponentRecord, 'serial' | 'hardwareId' | 'packageId'>;

/** A device asked to take an update, with what decides whether it can. */
export interface UpdateCandidate {
  deviceUuid: string;
  components: readonly DeviceComponent[];
  /** The device's open (scheduled or pending) update, if any. */
  openUpdate: DeviceUpdate | undefined;
}

export type UpdateDecision =
  | { affected: true; targets: ComponentTarget[] }
  | {
      affected: false;
      code: UpdateInitiationErrorCode;
      /** Why, in a sentence a user can read. */
      description: string;
      /** The reason per component serial; empty when no component was concerned. */
      ecuErrors: Record<string, UpdateComponentError>;
    };

/** Two packages of one update name the same hardware id: the component could take either. */
export class AmbiguousComponent extends Error {
  constructor(
    readonly hardwareId: string,
    readonly packageIds: readonly [string, string],
  ) {
    super(
      `Packages ${packageIds[0]} and ${packageIds[1]} both install to hardware id ${hardwareId}; ` +
        'an update installs one package per component.',
    );
    this.name = 'AmbiguousComponent';
  }
}

/** The package of the update for each hardware id; throws AmbiguousComponent on a clash. */
export function packagesByHardwareId(
  packages: readonly StoredPackage[],
): ReadonlyMap<string, StoredPackage> {
  const byHardwareId = new Map<string, StoredPackage>();
  for (const pkg of packages) {
    for (const hardwareId of pkg.hardwareIds) {
      const other = byHardwareId.get(hardwareId);
      if (other && other.packageId !== pkg.packageId)
        throw new AmbiguousComponent(hardwareId, [other.packageId, pkg.packageId]);
      byHardwareId.set(hardwareId, pkg);
    }
  }
  return byHardwareId;
}

const componentError = (
  code: UpdateInitiationErrorCode,
  description: string,
): UpdateComponentError => ({ code, description });

/** Whether the device takes the update, and on which components. */
export function decideUpdate(
  candidate: UpdateCandidate,
  byHardwareId: ReadonlyMap<string, StoredPackage>,
): UpdateDecision {
  const targeted = candidate.components.flatMap((component) => {
    const pkg = byHardwareId.get(component.hardwareId);
    return pkg ? [{ component, pkg }] : [];
  });
  if (targeted.length === 0)
    return {
      affected: false,
      code: 'device_no_compatible_hardware',
      description: `The device has no component of hardware id ${[...byHardwareId.keys()].join(', ')}.`,
      ecuErrors: {},
    };

  const blockedBy = (code: UpdateInitiationErrorCode, description: string): UpdateDecision => ({
    affected: false,
    code,
    description,
    ecuErrors: Object.fromEntries(
      targeted.map(({ component }) => [component.serial, componentError(code, description)]),
    ),
  });
  const open = candidate.openUpdate;
  if (open?.state === 'Scheduled')
    return blockedBy(
      'scheduled_update_exists',
      `The device has an update scheduled for ${open.scheduledFor ?? 'later'}; cancel it or wait.`,
    );
  if (open)
    return blockedBy(
      'ecu_assignment_exists',
      'The device has a pending update; cancel it or wait for its report.',
    );

  const targets: ComponentTarget[] = [];
  const ecuErrors: Record<string, UpdateComponentError> = {};
  for (const { component, pkg } of targeted) {
    if (component.packageId === pkg.packageId) {
      ecuErrors[component.serial] = componentError(
        'installed_target_is_update',
        `The component already runs ${pkg.packageId}.`,
      );
      continue;
    }
    targets.push({
      serial: component.serial,
      hardwareId: component.hardwareId,
      packageId: pkg.packageId,
      sha256: pkg.sha256,
      length: pkg.size,
      uri: pkg.uri,
    });
  }
  if (targets.length > 0) return { affected: true, targets };
  return {
    affected: false,
    code: 'installed_target_is_update',
    description: `The device already runs ${targeted.map(({ pkg }) => pkg.packageId).join(', ')}.`,
    ecuErrors,
  };
}
