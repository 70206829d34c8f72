// A FleetSdk made of the resources it is given, each made from the client when first read.
// An application that loads its code on demand gives the resources its first screens call up
// front and provides the others with the code that calls them, so its start carries only
// those (createFleet brings every resource).
import type { FleetClient } from './api/client';
import type { FleetSdk } from './fleet';

/** A resource of the API: a key of {@link FleetSdk} other than its client. */
export type ResourceName = Exclude<keyof FleetSdk, 'client'>;

/** What an SDK resource is made with: the SDK's `create…Resource` (`createDevicesNamespace`). */
export type ResourceFactory<K extends ResourceName> = (client: FleetClient) => FleetSdk[K];

/** Factories of resources, by name. */
export type ResourceFactories = { readonly [K in ResourceName]?: ResourceFactory<K> };

/** Every resource name. */
const RESOURCE_NAMES = {
  accounts: true,
  apiClients: true,
  userOptions: true,
  organizations: true,
  auth: true,
  devices: true,
  provisioning: true,
  fleets: true,
  updates: true,
  rollouts: true,
  lockboxes: true,
  metrics: true,
  packages: true,
  delegations: true,
  remoteAccess: true,
  public: true,
} satisfies Record<ResourceName, true>;

export interface FleetView {
  /**
   * The SDK: its resources are made when first read, once, from the factories provided by
   * then; reading one without a factory throws.
   */
  readonly fleet: FleetSdk;
  /** Adds factories of resources (those it already has stay). */
  provideResources(factories: ResourceFactories): void;
}

export function createFleetView(client: FleetClient, factories: ResourceFactories): FleetView {
  let provided = factories;
  const made = new Map<ResourceName, unknown>();
  function resource<K extends ResourceName>(name: K): FleetSdk[K] {
    if (!made.has(name)) {
      const create = provided[name] as ResourceFactory<K> | undefined;
      if (!create) throw new Error(`This SDK has no ${name} resource (no factory for it).`);
      made.set(name, create(client));
    }
    return made.get(name) as FleetSdk[K];
  }
  const fleet = { client } as FleetSdk;
  // Not enumerable: what lists an object's values (React's development diffs of props) must
  // not make, or miss, one.
  for (const name of Object.keys(RESOURCE_NAMES) as ResourceName[]) {
    Object.defineProperty(fleet, name, { get: () => resource(name), enumerable: false });
  }
  return {
    fleet,
    provideResources(more) {
      provided = { ...more, ...provided };
    },
  };
}
