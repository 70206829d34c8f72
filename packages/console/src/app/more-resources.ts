// The SDK resources outside the console's start (start-resources.ts): a chunk of its own, which
// the screens outside the start, and the dashboard's charts, load beside their code
// (FleetApp.moreResources).
import {
  createApiClientsResource,
  createDelegationsResource,
  createFleetsResource,
  createLockboxesResource,
  createMetricsResource,
  createPackagesResource,
  createProvisioningResource,
  createRemoteAccessResource,
  createRolloutsResource,
  type ResourceFactory,
  type ResourceName,
} from '@fleet/sdk';
import type { START_RESOURCES } from './start-resources';

/** Every resource the start has not (organizations comes with connectFleetView). */
type MoreResources = {
  readonly [
    K in Exclude<ResourceName, keyof typeof START_RESOURCES | 'organizations'>
  ]: ResourceFactory<K>;
};

export const MORE_RESOURCES: MoreResources = {
  apiClients: createApiClientsResource,
  provisioning: createProvisioningResource,
  fleets: createFleetsResource,
  rollouts: createRolloutsResource,
  lockboxes: createLockboxesResource,
  metrics: createMetricsResource,
  packages: createPackagesResource,
  delegations: createDelegationsResource,
  remoteAccess: createRemoteAccessResource,
};
