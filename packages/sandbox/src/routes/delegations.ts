import type { components } from '@fleet/sdk';
import { formatMessage } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import { refreshPackageSource } from '../delegations/refresh.js';
import { DELEGATION_FAILURE_CODES, DelegationSourceError } from '../delegations/source-errors.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, badRequest, conflict } from '../http/errors.js';
import type { TrustedDelegationRecord } from '../store/delegations.js';
import {
  MY_PACKAGES_INFO,
  delegationBody,
  infoBody,
  keyBody,
  parseDefinitions,
  parseInfoChange,
  parseKeys,
  parseRemote,
} from './delegation-bodies.js';

type Schemas = components['schemas'];

const repositoryOf = (c: Context<ApiEnv>): string => c.var.principal.repository.id;

/** SPEC §8 'Delegation with that name does not exist'. */
const noSuchDelegation = (): ApiError =>
  new ApiError(404, 'not_found', formatMessage('delegation.notFound'));

/**
 * A failed fetch as an answer. Refreshing: a verification failure is 400 'Could not verify
 * trusted delegation', an unreadable address 502 'Unable to refresh this source'. Setting the
 * address: every failure is 400 'Could not verify trusted delegation'. The code names the
 * reason and the description explains it (SPEC §8 rich messages).
 */
function sourceFailure(error: DelegationSourceError, on: 'refresh' | 'remote'): ApiError {
  const code = DELEGATION_FAILURE_CODES[error.reason];
  if (on === 'refresh' && error.reason === 'unreachable')
    return new ApiError(502, code, error.refreshMessage, error.description);
  return new ApiError(400, code, formatMessage('delegation.verifyFailed'), error.description);
}

/** SPEC §7 Packages: package sources (trusted delegations), under /api/v2beta/packages_external. */
export function delegationRoutes(context: SandboxContext) {
  const { stores, origin } = context;

  const found = async (c: Context<ApiEnv>): Promise<TrustedDelegationRecord> => {
    const delegation = await stores.delegations.find(repositoryOf(c), c.req.param('name') ?? '');
    if (!delegation) throw noSuchDelegation();
    return delegation;
  };

  const fetchSource = async (
    c: Context<ApiEnv>,
    delegation: TrustedDelegationRecord,
    on: 'refresh' | 'remote',
  ): Promise<void> => {
    try {
      await refreshPackageSource(context, repositoryOf(c), delegation);
    } catch (error) {
      if (error instanceof DelegationSourceError) throw sourceFailure(error, on);
      throw error;
    }
  };

  return new Hono<ApiEnv>()
    .get('/info', requireRight('packages', 'read'), async (c) => {
      const delegations = await stores.delegations.list(repositoryOf(c));
      const info: Record<string, Schemas['TrustedDelegationInfo']> = {
        'targets.json': MY_PACKAGES_INFO,
      };
      for (const delegation of delegations) info[delegation.name] = infoBody(delegation, origin);
      return c.json(info);
    })
    .get('/trusted-delegations', requireRight('packages', 'read'), async (c) => {
      const repositoryId = repositoryOf(c);
      const keys = await stores.delegations.listKeys(repositoryId);
      const delegations = await stores.delegations.list(repositoryId);
      return c.json(delegations.map((delegation) => delegationBody(delegation, keys, origin)));
    })
    .put(
      '/trusted-delegations',
      requireRight('packages', 'manageDelegations'),
      validator('json', (body) => parseDefinitions(body)),
      async (c) => {
        const mode = c.req.query('mode');
        if (mode !== undefined && mode !== 'add' && mode !== 'update')
          throw badRequest('mode must be add or update');
        const repositoryId = repositoryOf(c);
        const definitions = c.req.valid('json');
        const trusted = new Set(
          (await stores.delegations.listKeys(repositoryId)).map((k) => k.keyid),
        );
        const untrusted = definitions.flatMap((d) => d.keyids).find((id) => !trusted.has(id));
        if (untrusted !== undefined)
          throw badRequest(
            `Key ${untrusted} is not a trusted key.`,
            'Trust it first with PUT /api/v2beta/packages_external/trusted-delegations/keys.',
          );
        const result = await stores.delegations.save(repositoryId, definitions, mode);
        if (!result.saved && result.reason === 'exists')
          throw conflict(formatMessage('delegation.alreadyExists'));
        if (!result.saved) throw noSuchDelegation();
        return c.body(null, 204);
      },
    )
    .get('/trusted-delegations/keys', requireRight('packages', 'read'), async (c) =>
      c.json((await stores.delegations.listKeys(repositoryOf(c))).map(keyBody)),
    )
    .put(
      '/trusted-delegations/keys',
      requireRight('packages', 'manageDelegations'),
      validator('json', (body) => parseKeys(body)),
      async (c) => {
        await stores.delegations.addKeys(repositoryOf(c), c.req.valid('json'));
        return c.body(null, 204);
      },
    )
    .delete(
      '/trusted-delegations/:name',
      requireRight('packages', 'manageDelegations'),
      async (c) => {
        if (!(await stores.delegations.remove(repositoryOf(c), c.req.param('name'))))
          throw noSuchDelegation();
        return c.body(null, 204);
      },
    )
    .patch(
      '/trusted-delegations/:name/info',
      requireRight('packages', 'manageDelegations'),
      validator('json', (body) => parseInfoChange(body)),
      async (c) => {
        const changed = await stores.delegations.updateInfo(
          repositoryOf(c),
          c.req.param('name'),
          c.req.valid('json'),
        );
        if (!changed) throw noSuchDelegation();
        return c.json(infoBody(changed, origin));
      },
    )
    .put(
      '/:name/remote',
      requireRight('packages', 'manageDelegations'),
      validator('json', (body) => parseRemote(body)),
      async (c) => {
        await found(c);
        const changed = await stores.delegations.updateInfo(
          repositoryOf(c),
          c.req.param('name'),
          c.req.valid('json'),
        );
        if (!changed) throw noSuchDelegation();
        await fetchSource(c, changed, 'remote');
        return c.body(null, 201);
      },
    )
    .get('/refresh/:name', requireRight('packages', 'refreshDelegations'), async (c) => {
      await fetchSource(c, await found(c), 'refresh');
      return c.json(infoBody(await found(c), origin));
    });
}
