import { afterEach, describe, expect, it } from 'vitest';
import { createAuthResource } from './auth';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, auth: createAuthResource(server.client) };
}

describe('SPEC §6 rights are discovered from the permission list', () => {
  it('returns the permissions, the active repository and the rights they grant', async () => {
    const discovered = {
      repositoryId: 'personal',
      permissions: ['read:devices', 'create:devices/token', 'read:packages', 'upload:packages'],
    };
    const { server, auth } = await serve({
      'GET /api/v2beta/auth/discover': { status: 200, body: discovered },
    });

    const { permissions, repositoryId, rights } = await auth.discoverPermissions();

    expect({ permissions, repositoryId }).toEqual(discovered);
    expect(rights.can('packages', 'upload')).toBe(true);
    expect(rights.can('devices', 'create/token')).toBe(true);
    expect(rights.can('devices', 'delete')).toBe(false);
    expect(rights.can('lockboxes', 'read')).toBe(false);
    expect(server.problems()).toEqual([]);
  });

  it('grants nothing for an empty list', async () => {
    const { server, auth } = await serve({
      'GET /api/v2beta/auth/discover': {
        status: 200,
        body: { repositoryId: 'personal', permissions: [] },
      },
    });
    const { rights } = await auth.discoverPermissions();
    expect(rights.permissions.size).toBe(0);
    expect(rights.can('fleets', 'read')).toBe(false);
    expect(server.problems()).toEqual([]);
  });
});
