import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFleetClient } from '../../api/client';
import type { TestDevicePage, TestPaths } from '../../api/testing/test-paths';
import { FleetApiError } from '../../errors';
import { unwrap, type ApiResult } from './unwrap';

describe('unwrap', () => {
  it('gives the data of a successful call', async () => {
    const result: ApiResult<{ total: number }> = {
      data: { total: 3 },
      response: new Response(null, { status: 200 }),
    };
    await expect(unwrap(Promise.resolve(result))).resolves.toEqual({ total: 3 });
  });

  it('throws FleetApiError for a result that carries an error', async () => {
    const result: ApiResult<{ total: number }> = {
      error: { code: 'not_found', msg: 'No such fleet' },
      response: new Response(null, { status: 404 }),
    };
    const error = await unwrap(result).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such fleet' });
  });

  it('types the data of a typed call without its error branch', () => {
    const client = createFleetClient<TestPaths>({
      baseUrl: 'http://fleet.test',
      getToken: () => 't',
    });
    const call = () => unwrap(client.api.GET('/api/v2beta/devices'));
    const remove = () =>
      unwrap(client.api.DELETE('/api/v2beta/devices/{id}', { params: { path: { id: 'd1' } } }));
    expectTypeOf(call).returns.resolves.toEqualTypeOf<TestDevicePage>();
    expectTypeOf(remove).returns.resolves.toEqualTypeOf<undefined>();
  });
});
