import type { components } from '@fleet/sdk';
import { isValidDate, validateLockboxDefinition } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, notFound } from '../http/errors.js';
import { lockboxTargetOf, type LockboxCustomData } from '../store/lockboxes.js';
import type { StoredPackage } from '../store/packages.js';
import { requireFileSafeName } from './file-names.js';
import { integerParam } from './number-params.js';
import { requireObject, validatedBy, type JsonObject } from './request-body.js';

type Schemas = components['schemas'];
type CustomData = LockboxCustomData;

interface LockboxDefinition {
  packageIds: string[];
  expiresAt: string;
  custom: Record<string, CustomData>;
}

const repositoryOf = (c: Context<ApiEnv>): string => c.var.principal.repository.id;
const noSuchLockbox = (name: string) => notFound(`No lockbox ${name}.`);

function parseCustom(value: unknown, packageIds: readonly string[]): Record<string, CustomData> {
  if (value === undefined) return {};
  const entries = Object.entries(requireObject(value));
  return Object.fromEntries(
    entries.map(([packageId, data]) => {
      if (!packageIds.includes(packageId))
        throw badRequest(`custom names ${packageId}, which is not among packageIds`);
      const fields: JsonObject = requireObject(data);
      for (const field of ['uri', 'metadata'])
        if (
          fields[field] !== undefined &&
          fields[field] !== null &&
          typeof fields[field] !== 'string'
        )
          throw badRequest(`custom.${packageId}.${field} must be text`);
      return [packageId, fields as CustomData];
    }),
  );
}

/** SPEC §5 "Lockbox definition needs name, non-empty packageIds and expiresAt". */
function parseDefinition(name: string, body: unknown): LockboxDefinition {
  const fields = requireObject(body);
  const { packageIds, expiresAt } = fields;
  validatedBy(() => validateLockboxDefinition({ name, packageIds, expiresAt }));
  requireFileSafeName(name, 'name');
  if (!(packageIds as unknown[]).every((id) => typeof id === 'string' && id !== ''))
    throw badRequest('packageIds must hold package ids');
  if (!isValidDate(expiresAt)) throw badRequest('expiresAt must be a valid date');
  const ids = [...new Set(packageIds as string[])];
  return {
    packageIds: ids,
    expiresAt: new Date(expiresAt as string).toISOString(),
    custom: parseCustom(fields.custom, ids),
  };
}

/** SPEC §7 Updates and lockboxes: lockboxes (Offline Updates), under /api/v2beta. */
export function lockboxRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/lockboxes', requireRight('lockboxes', 'read'), async (c) => {
      const names: Schemas['LockboxNames'] = await stores.lockboxes.listNames(repositoryOf(c));
      return c.json(names);
    })
    .get('/lockbox-details', requireRight('lockboxes', 'read'), async (c) => {
      const details: Schemas['LockboxDetails'] = Object.fromEntries(
        await stores.lockboxes.listLatest(repositoryOf(c)),
      );
      return c.json(details);
    })
    .get('/lockboxes/:name', requireRight('lockboxes', 'read'), async (c) => {
      const name = c.req.param('name');
      const version =
        c.req.query('version') === undefined
          ? undefined
          : integerParam(c.req, 'version', 0, { min: 1 });
      const lockbox = await stores.lockboxes.find(repositoryOf(c), name, version);
      if (!lockbox)
        throw version === undefined
          ? noSuchLockbox(name)
          : notFound(`No version ${version} of lockbox ${name}.`);
      return c.json(lockbox);
    })
    .post(
      '/lockboxes/:name',
      requireRight('lockboxes', 'manage'),
      validator('json', (body, c) => parseDefinition(c.req.param('name') ?? '', body)),
      async (c) => {
        const repositoryId = repositoryOf(c);
        const definition = c.req.valid('json');
        const packages = await stores.packages.findMany(repositoryId, definition.packageIds);
        const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
        const unknown = definition.packageIds.filter((id) => !byId.has(id));
        if (unknown.length > 0) throw badRequest(`No package ${unknown.join(', ')}.`);
        const targets = Object.fromEntries(
          definition.packageIds.map((id) => [
            id,
            lockboxTargetOf(byId.get(id) as StoredPackage, definition.custom[id]),
          ]),
        );
        await stores.lockboxes.define(repositoryId, c.req.param('name'), {
          expiresAt: definition.expiresAt,
          targets,
        });
        return c.body(null, 200);
      },
    )
    .delete('/lockboxes/:name', requireRight('lockboxes', 'delete'), async (c) => {
      const name = c.req.param('name');
      if (!(await stores.lockboxes.remove(repositoryOf(c), name))) throw noSuchLockbox(name);
      return c.body(null, 200);
    });
}
