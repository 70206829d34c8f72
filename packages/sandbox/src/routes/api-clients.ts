import type { components } from '@fleet/sdk';
import { formatMessage, validateApiClient } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ApiClient, ApiClientType, ApiClientStore } from '../store/api-clients.js';
import { requireCommercialAccess } from './commercial-access.js';
import {
  optionalInteger,
  optionalString,
  requireObject,
  requireText,
  validatedBy,
} from './request-body.js';

type ApiClientBody = components['schemas']['ApiClient'];

/** Token lifetimes a client may ask for: a minute (the contract's floor) to 30 days. */
const LIFETIME_BOUNDS = { min: 60, max: 2_592_000 };

export function apiClientBody(client: ApiClient): ApiClientBody {
  return {
    clientId: client.clientId,
    name: client.name,
    type: client.type,
    description: client.description,
    access_token_lifetime_seconds: client.accessTokenLifetimeSeconds,
    createdAt: client.createdAt,
  };
}

/** SPEC §5 "API client needs name and type"; description and token lifetime are optional. */
function parseNewClient(body: unknown) {
  const fields = requireObject(body);
  validatedBy(() => validateApiClient(fields));
  return {
    name: requireText(fields, 'name'),
    type: fields.type as ApiClientType,
    description: optionalString(fields, 'description'),
    accessTokenLifetimeSeconds: optionalInteger(
      fields,
      'access_token_lifetime_seconds',
      LIFETIME_BOUNDS,
    ),
  };
}

function parseClientUpdate(body: unknown) {
  const fields = requireObject(body);
  if ('type' in fields) throw badRequest('The type of an API client cannot change.');
  const update = {
    ...(fields.name === undefined ? {} : { name: requireText(fields, 'name') }),
    description: optionalString(fields, 'description'),
    accessTokenLifetimeSeconds: optionalInteger(
      fields,
      'access_token_lifetime_seconds',
      LIFETIME_BOUNDS,
    ),
  };
  if (Object.values(update).every((value) => value === undefined))
    throw badRequest(formatMessage('required.properties'));
  return update;
}

/** The caller's own client by id; another user's client is as unknown as a missing one. */
async function ownClient(store: ApiClientStore, c: Context<ApiEnv>): Promise<ApiClient> {
  const client = await store.findByClientId(c.req.param('clientId') ?? '');
  if (!client || client.ownerId !== c.var.principal.user.id) throw notFound('No such API client.');
  return client;
}

/**
 * SPEC §7 Accounts: API clients (/api/accounts/users/clients). They are a Commercial feature:
 * a Maker account is answered 403 with the upgrade message of SPEC §6.
 */
export function apiClientRoutes({ stores, accessChanges }: SandboxContext) {
  const commercial = requireCommercialAccess(formatMessage('rights.apiClientsNotPermitted'));
  return new Hono<ApiEnv>()
    .get('/', requireRight('apiClients', 'read'), commercial, async (c) => {
      const clients = await stores.apiClients.listByOwner(c.var.principal.user.id);
      return c.json(clients.map(apiClientBody));
    })
    .post(
      '/',
      requireRight('apiClients', 'create'),
      commercial,
      validator('json', parseNewClient),
      async (c) => {
        const { client, clientSecret } = await stores.apiClients.create({
          ownerId: c.var.principal.user.id,
          ...c.req.valid('json'),
        });
        return c.json({ ...apiClientBody(client), clientSecret }, 201);
      },
    )
    .patch(
      '/:clientId',
      requireRight('apiClients', 'update'),
      commercial,
      validator('json', parseClientUpdate),
      async (c) => {
        const { clientId } = await ownClient(stores.apiClients, c);
        const updated = await stores.apiClients.update(clientId, c.req.valid('json'));
        if (!updated) throw notFound('No such API client.');
        return c.json(apiClientBody(updated));
      },
    )
    .delete('/:clientId', requireRight('apiClients', 'delete'), commercial, async (c) => {
      const { clientId } = await ownClient(stores.apiClients, c);
      if (!(await stores.apiClients.remove(clientId))) throw notFound('No such API client.');
      accessChanges.publish({ apiClientId: clientId });
      return c.body(null, 204);
    });
}
