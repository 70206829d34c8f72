// The package browser as <fleet-package-browser> shows it: features come from the `features`
// property (the SDK feature flags store) or the `feature-flags` attribute (admin flag
// overrides, e.g. {"cve-management": false}); the API from the element's connection.
import { useMemo } from 'react';
import { isFeatureIdEnabled } from '@fleet/sdk/domain';
import { createDevicesNamespace, createPackagesResource, createPublicResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import {
  PackageBrowser,
  type PackageBrowserFeatures,
  type PackageBrowserProps,
} from './PackageBrowser.js';

export interface PackageBrowserFlagsProps extends Omit<
  PackageBrowserProps,
  'fleet' | 'onTufTargetAdded'
> {
  /** Feature flag overrides by feature id; used when `features` is not set. */
  featureFlags?: Readonly<Record<string, boolean>>;
}

export type PackageBrowserElementProps = PackageBrowserFlagsProps & FleetConnectionProps;

function flagsOf(flags: Readonly<Record<string, boolean>>): PackageBrowserFeatures {
  return {
    isEnabled: (id) => isFeatureIdEnabled(id, { isAdmin: false, betaEnabled: false, flags }),
  };
}

export function PackageBrowserWithFlags({
  featureFlags,
  features,
  ...props
}: PackageBrowserFlagsProps) {
  // Compared as text: a JSON attribute parses to a new object on every change.
  const flagsText = featureFlags === undefined ? undefined : JSON.stringify(featureFlags);
  const fromFlags = useMemo(
    () =>
      flagsText === undefined
        ? undefined
        : flagsOf(JSON.parse(flagsText) as Record<string, boolean>),
    [flagsText],
  );
  return <PackageBrowser {...props} features={features ?? fromFlags} />;
}

export const PackageBrowserElement = withFleetConnection(PackageBrowserWithFlags, {
  packages: createPackagesResource,
  devices: createDevicesNamespace,
  public: createPublicResource,
});
