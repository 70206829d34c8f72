import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { ApiClient } from '../store/api-clients.js';
import type { Stores } from '../store/index.js';

/**
 * oidc-provider's client metadata for an API client (client credentials only). Only a hash
 * of the secret is kept, so `client_secret` is a placeholder the schema requires, and the
 * provider's `compareClientSecret` verifies against the hash instead (see provider.ts).
 */
export function apiClientMetadata(client: ApiClient): AdapterPayload {
  return {
    client_id: client.clientId,
    client_secret: 'verified-against-the-stored-hash',
    client_name: client.name,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/**
 * Persists oidc-provider's models in the database. Clients are read from `api_clients`
 * (the console's own client is static), so a deleted API client stops getting tokens at once.
 */
export function createIdentityAdapter(stores: Pick<Stores, 'identity' | 'apiClients'>) {
  const { identity, apiClients } = stores;

  return (model: string): Adapter => {
    if (model === 'Client') {
      return {
        async find(id) {
          const client = await apiClients.findByClientId(id);
          return client && apiClientMetadata(client);
        },
        // Clients are created through the API clients calls, never by the provider.
        async upsert() {},
        async findByUid() {
          return undefined;
        },
        async findByUserCode() {
          return undefined;
        },
        async consume() {},
        async destroy() {},
        async revokeByGrantId() {},
      };
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? Math.floor(Date.now() / 1000) + expiresIn : null;
        await identity.saveArtifact(model, id, { ...payload }, expiresAt);
      },
      async find(id) {
        return identity.findArtifact(model, id) as Promise<AdapterPayload | undefined>;
      },
      async findByUid(uid) {
        return identity.findArtifactByUid(model, uid) as Promise<AdapterPayload | undefined>;
      },
      async findByUserCode(userCode) {
        return identity.findArtifactByUserCode(model, userCode) as Promise<
          AdapterPayload | undefined
        >;
      },
      async consume(id) {
        await identity.consumeArtifact(model, id);
      },
      async destroy(id) {
        await identity.destroyArtifact(model, id);
      },
      async revokeByGrantId(grantId) {
        await identity.revokeGrant(grantId);
      },
    };
  };
}
