// One call from "where does my token come from" to a working SDK: the token manager between
// the auth and the client, so account calls carry the host token, shared-repository calls a
// guest token, and a 401 renews them (SPEC §7 base).
import { createFleetClient, type FleetClient, type FleetClientOptions } from '../api/client';
import { createFleet, type FleetSdk } from '../fleet';
import { createFleetView, type FleetView, type ResourceFactories } from '../fleet-view';
import { createOrganizationsResource } from '../resources/organizations';
import type { Logger } from '../stores/support/logger';
import type { AccessTokenSource } from './access-token-source';
import { createFleetTokens, type FleetTokens } from './fleet-tokens';

export interface ConnectFleetOptions<A extends AccessTokenSource> extends Pick<
  FleetClientOptions,
  'baseUrl' | 'fetch' | 'retry' | 'onUnauthorized'
> {
  /** createBrowserAuth(…), clientCredentialsAuth(…) or staticTokenAuth(…). */
  auth: A;
  /**
   * Told of failed token fetches (SPEC §8 "only logged"); console.warn by default. A first
   * fetch that fails, with no token to fall back on, rejects the call instead (see
   * FleetTokens.getToken).
   */
  logger?: Logger;
}

export interface ConnectedFleet<A extends AccessTokenSource> {
  fleet: FleetSdk;
  auth: A;
  tokens: FleetTokens;
}

/**
 * The SDK over an auth, for browsers and scripts alike.
 *
 * ```ts
 * // A script or CI job, signed in as an API client:
 * const { fleet } = connectFleet({
 *   baseUrl: 'http://127.0.0.1:8080',
 *   auth: clientCredentialsAuth({ issuer: 'http://127.0.0.1:8080/idp', clientId, clientSecret }),
 * });
 * // The console: createBrowserAuth(…) as `auth`, then createSession({ fleet, tokens }).
 * ```
 */
export function connectFleet<A extends AccessTokenSource>(
  options: ConnectFleetOptions<A>,
): ConnectedFleet<A> {
  return connect(options, (client) => ({ fleet: createFleet({ client }) }));
}

export interface ConnectedFleetView<A extends AccessTokenSource>
  extends ConnectedFleet<A>, Pick<FleetView, 'provideResources'> {}

/**
 * connectFleet with an SDK made of the resources given (each made when first read;
 * `provideResources` adds others, see fleet-view.ts) instead of every one: an application
 * that loads its code on demand starts with the resources its first screens call. The
 * organizations resource is always among them (guest tokens come from it).
 */
export function connectFleetView<A extends AccessTokenSource>(
  options: ConnectFleetOptions<A> & { resources: ResourceFactories },
): ConnectedFleetView<A> {
  const { resources, ...rest } = options;
  return connect(rest, (client) =>
    createFleetView(client, { ...resources, organizations: createOrganizationsResource }),
  );
}

function connect<A extends AccessTokenSource, F extends { fleet: FleetSdk }>(
  options: ConnectFleetOptions<A>,
  make: (client: FleetClient) => F,
): F & ConnectedFleet<A> {
  const { auth, logger, ...clientOptions } = options;
  // The tokens need the organizations resource for guest tokens, and the client needs the
  // tokens: the resource is reached through `fleet`, which exists by the first call.
  const tokens = createFleetTokens({
    auth,
    logger,
    getGuestToken: async (repositoryId) => made.fleet.organizations.getGuestToken(repositoryId),
  });
  const made = make(
    createFleetClient({
      ...clientOptions,
      getToken: tokens.getToken,
      refresh: () => tokens.refresh(),
    }),
  );
  return { ...made, auth, tokens };
}
