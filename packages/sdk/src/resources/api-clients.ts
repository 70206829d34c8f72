// API clients (SPEC §3 API client, §5 "API client needs name and type", §6 apiClients rights,
// §7 Accounts): the OAuth clients scripts and CI jobs sign in with. Host token calls.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { formatRegisteredMessage, registerMessages, RIGHTS_TEXTS } from '../domain/messages';
import {
  FleetValidationError,
  requireNonEmptyString,
  validateApiClient,
} from '../domain/validation';
import { failedWith, reworded } from './reworded-error';
import { unwrap } from './support/unwrap';

registerMessages(RIGHTS_TEXTS);

type Schemas = components['schemas'];
export type ApiClient = Schemas['ApiClient'];
export type ApiClientType = Schemas['ApiClientType'];
export type ApiClientRequest = Schemas['ApiClientRequest'];
export type ApiClientUpdate = Schemas['ApiClientUpdate'];
/** A new client with its secret, which is shown this once only. */
export type ApiClientWithSecret = Schemas['ApiClientWithSecret'];

export type ApiClientsResource = ReturnType<typeof createApiClientsResource>;

const requireClientId = (clientId: string): string =>
  requireNonEmptyString(clientId, 'validation.fieldRequired', { field: 'clientId' });

export function createApiClientsResource(client: FleetClient) {
  const { api } = client;

  return {
    /**
     * The user's API clients (secrets are never listed). An account without the right gets a
     * 403 whose message says it may not use API clients and should upgrade (SPEC §6).
     */
    async listApiClients(): Promise<ApiClient[]> {
      try {
        return await unwrap(api.GET('/api/accounts/users/clients'));
      } catch (error) {
        throw failedWith(error, 403)
          ? reworded(error, formatRegisteredMessage('rights.apiClientsNotPermitted'))
          : error;
      }
    },

    /** Creates a client; name and type (provision, api-v2 or api-minimal) are required. */
    async createApiClient(request: ApiClientRequest): Promise<ApiClientWithSecret> {
      validateApiClient(request ?? {});
      return unwrap(api.POST('/api/accounts/users/clients', { body: request }));
    },

    /** Changes a client's name, description or token lifetime; its type never changes. */
    async updateApiClient(clientId: string, changes: ApiClientUpdate): Promise<ApiClient> {
      requireClientId(clientId);
      if (!changes || Object.keys(changes).length === 0)
        throw new FleetValidationError('required.properties');
      if (changes.name !== undefined)
        requireNonEmptyString(changes.name, 'validation.fieldRequired', { field: 'name' });
      return unwrap(
        api.PATCH('/api/accounts/users/clients/{clientId}', {
          params: { path: { clientId } },
          body: changes,
        }),
      );
    },

    /** Deletes a client; its tokens stop working. */
    async deleteApiClient(clientId: string): Promise<void> {
      requireClientId(clientId);
      await unwrap(
        api.DELETE('/api/accounts/users/clients/{clientId}', { params: { path: { clientId } } }),
      );
    },
  };
}
