import { afterEach, describe, expect, it } from 'vitest';
import { createProvisioningResource, type ProvisionClaim } from './provisioning';
import {
  pageOf,
  startContractServer,
  type ContractServer,
  type Route,
} from './testing/contract-server';

const pending: ProvisionClaim = {
  provisionCode: 'K7Q-2MX',
  status: 'Pending',
  deviceUuid: null,
  createdAt: '2025-05-12T09:15:00Z',
};
const provisioned: ProvisionClaim = {
  ...pending,
  status: 'Provisioned',
  deviceUuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, provisioning: createProvisioningResource(server.client) };
}

describe('SPEC §7 provisioning calls', () => {
  it('claims the code a device shows, trimmed', async () => {
    const { server, provisioning } = await serve({
      'POST /api/v2beta/provision-claim': { status: 201, body: pending },
    });
    await expect(provisioning.claimProvisionCode(' K7Q-2MX ')).resolves.toEqual(pending);
    expect(server.exchanges[0]!.request.json).toEqual({ provisionCode: 'K7Q-2MX' });
    expect(server.problems()).toEqual([]);
  });

  it('gets the status of a claimed code', async () => {
    const { server, provisioning } = await serve({
      'GET /api/v2beta/provision-claim/K7Q-2MX/status': { status: 200, body: provisioned },
    });
    await expect(provisioning.getProvisionClaimStatus('K7Q-2MX')).resolves.toEqual(provisioned);
    expect(server.problems()).toEqual([]);
  });

  it('lists claims, one code or all of them page by page', async () => {
    const claims = Array.from({ length: 3 }, (_, i) => ({
      ...pending,
      provisionCode: `CODE-${i}`,
    }));
    const { server, provisioning } = await serve({
      'GET /api/v2beta/provision-claim': ({ query }) => {
        const code = query.get('provisionCode');
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 10);
        const matching = code === null ? claims : claims.filter((c) => c.provisionCode === code);
        return {
          status: 200,
          body: pageOf(matching.slice(offset, offset + limit), {
            offset,
            limit,
            total: matching.length,
          }),
        };
      },
    });

    const one = await provisioning.listProvisionClaims({ provisionCode: 'CODE-1' });
    expect(one.values.map((c) => c.provisionCode)).toEqual(['CODE-1']);

    const codes: string[] = [];
    for await (const claim of provisioning.iterateProvisionClaims({ pageSize: 2 }))
      codes.push(claim.provisionCode);
    expect(codes).toEqual(['CODE-0', 'CODE-1', 'CODE-2']);
    expect(server.exchanges).toHaveLength(3);
    expect(server.problems()).toEqual([]);
  });

  it('fails with the server message for an unknown or already claimed code', async () => {
    const { server, provisioning } = await serve({
      'POST /api/v2beta/provision-claim': {
        status: 409,
        body: { code: 'conflict', msg: 'This code is already claimed' },
      },
    });
    await expect(provisioning.claimProvisionCode('K7Q-2MX')).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 409,
      message: 'This code is already claimed',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §5 provisioning code validation', () => {
  it('needs a non-empty code before any request', async () => {
    const { server, provisioning } = await serve({});
    await expect(provisioning.claimProvisionCode('  ')).rejects.toThrow(
      'Provisioning code is required',
    );
    await expect(provisioning.claimProvisionCode(42 as never)).rejects.toThrow(
      'Provisioning code is required',
    );
    await expect(provisioning.getProvisionClaimStatus('')).rejects.toThrow(
      'Provisioning code is required',
    );
    await expect(provisioning.listProvisionClaims({ provisionCode: '' })).rejects.toThrow(
      'Provisioning code is required',
    );
    expect(server.exchanges).toHaveLength(0);
  });
});
