import { createFleetClient, type FleetClient, type FleetClientOptions } from './api/client';
import { createAccountsResource } from './resources/accounts';
import { createApiClientsResource } from './resources/api-clients';
import { createAuthResource } from './resources/auth';
import { createDelegationsResource } from './resources/delegations';
import { createDevicesNamespace } from './resources/devices-namespace';
import { createFleetsResource } from './resources/fleets';
import { createLockboxesResource } from './resources/lockboxes';
import { createMetricsResource } from './resources/metrics';
import { createOrganizationsResource } from './resources/organizations';
import { createPackagesResource } from './resources/packages';
import { createProvisioningResource } from './resources/provisioning';
import { createPublicResource } from './resources/public';
import { createRemoteAccessResource } from './resources/remote-access';
import { createRolloutsResource } from './resources/rollouts';
import { createUpdatesResource } from './resources/updates-resource';
import { createUserOptionsResource } from './resources/user-options';

/** Either the options of a new client, or a client made elsewhere (shared with stores). */
export type FleetOptions = FleetClientOptions | { client: FleetClient };

/**
 * The integrator's entry point: every resource of the API over one client.
 *
 * ```ts
 * const fleet = createFleet({ baseUrl: 'http://127.0.0.1:8080', getToken: () => token });
 * for await (const device of fleet.devices.iterateDevices({ status: ['Error'] })) …
 * ```
 */
export function createFleet(options: FleetOptions) {
  const client = 'client' in options ? options.client : createFleetClient(options);
  return {
    client,
    accounts: createAccountsResource(client),
    apiClients: createApiClientsResource(client),
    userOptions: createUserOptionsResource(client),
    organizations: createOrganizationsResource(client),
    auth: createAuthResource(client),
    devices: createDevicesNamespace(client),
    provisioning: createProvisioningResource(client),
    fleets: createFleetsResource(client),
    updates: createUpdatesResource(client),
    rollouts: createRolloutsResource(client),
    lockboxes: createLockboxesResource(client),
    metrics: createMetricsResource(client),
    packages: createPackagesResource(client),
    delegations: createDelegationsResource(client),
    remoteAccess: createRemoteAccessResource(client),
    public: createPublicResource(client),
  };
}

/** Everything {@link createFleet} gives. */
export type FleetSdk = ReturnType<typeof createFleet>;
