// The API client form (SPEC §3 API client): what the user typed, turned into the SDK's create
// and update requests. Name and type are checked by the SDK (SPEC §5); here only the token
// lifetime's text becomes a number. Which types are offered is the SDK's rule
// (availableApiClientTypes: api-v2 is beta).
import type { ApiClient, ApiClientRequest, ApiClientType, ApiClientUpdate } from '@fleet/sdk';

export interface ApiClientForm {
  name: string;
  type: ApiClientType;
  description: string;
  /** Seconds, as typed; empty for the server's default. */
  lifetime: string;
}

export const NEW_API_CLIENT: ApiClientForm = {
  name: '',
  type: 'provision',
  description: '',
  lifetime: '',
};

export function formOf(client: ApiClient): ApiClientForm {
  return {
    name: client.name,
    type: client.type,
    description: client.description ?? '',
    lifetime: client.access_token_lifetime_seconds?.toString() ?? '',
  };
}

/** The lifetime typed: undefined when empty, 'invalid' unless a whole positive number. */
export function lifetimeOf(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) <= 0) return 'invalid';
  return Number(trimmed);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; invalid: 'lifetime' };

export function createRequestOf(form: ApiClientForm): Parsed<ApiClientRequest> {
  const lifetime = lifetimeOf(form.lifetime);
  if (lifetime === 'invalid') return { ok: false, invalid: 'lifetime' };
  const description = form.description.trim();
  return {
    ok: true,
    value: {
      name: form.name.trim(),
      type: form.type,
      ...(description && { description }),
      ...(lifetime !== undefined && { access_token_lifetime_seconds: lifetime }),
    },
  };
}

/** Only what changed (the type never does); an empty object when nothing did. */
export function updateOf(client: ApiClient, form: ApiClientForm): Parsed<ApiClientUpdate> {
  const lifetime = lifetimeOf(form.lifetime);
  if (lifetime === 'invalid') return { ok: false, invalid: 'lifetime' };
  const name = form.name.trim();
  const description = form.description.trim();
  const changes: ApiClientUpdate = {};
  if (name !== client.name) changes.name = name;
  if (description !== (client.description ?? '')) changes.description = description;
  if (lifetime !== undefined && lifetime !== client.access_token_lifetime_seconds)
    changes.access_token_lifetime_seconds = lifetime;
  return { ok: true, value: changes };
}
