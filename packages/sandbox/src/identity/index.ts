import type Provider from 'oidc-provider';
import { createAccessTokens, type AccessTokens } from '../auth/tokens.js';
import type { Stores } from '../store/index.js';
import { createInteractionApp } from './interactions.js';
import { loadIdentityKeys } from './keys.js';
import { createIdentityProvider } from './provider.js';

export interface Identity {
  provider: Provider;
  /** Verifies API access tokens, and signs guest tokens, with the provider's keys. */
  tokens: AccessTokens;
  /** The sign-in pages under /idp/interaction/. */
  interactions: ReturnType<typeof createInteractionApp>;
}

export interface IdentityOptions {
  origin: string;
  stores: Stores;
  demoEmails: readonly string[];
}

/** The identity provider with its persisted keys, and the token verifier trusting them. */
export async function createIdentity({
  origin,
  stores,
  demoEmails,
}: IdentityOptions): Promise<Identity> {
  await stores.identity.purgeExpired();
  const keys = await loadIdentityKeys(stores.identity);
  const provider = createIdentityProvider({ origin, stores, keys });
  return {
    provider,
    tokens: createAccessTokens(provider.issuer, keys),
    interactions: createInteractionApp({ provider, users: stores.users, demoEmails }),
  };
}
