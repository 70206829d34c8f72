import { describe, expect, it } from 'vitest';
import { loadContract } from './contract';

const contract = loadContract();

describe('contract checks against openapi/', () => {
  it('routes concrete segments before parameters', () => {
    expect(contract.operationId('GET', '/api/v2beta/devices/token')).toBe(
      'getDeviceProvisioningToken',
    );
    expect(contract.operationId('GET', '/api/v2beta/devices/abc')).toBe('getDevice');
    expect(contract.operationId('GET', '/api/v2beta/nowhere')).toBeUndefined();
  });

  it('accepts a conforming device list request and rejects bad parameters', () => {
    expect(
      contract.checkRequest({
        method: 'GET',
        url: '/api/v2beta/devices?offset=0&limit=10&sortBy=LastSeen&sortDirection=Desc',
      }),
    ).toEqual([]);
    const problems = contract.checkRequest({
      method: 'GET',
      url: '/api/v2beta/devices?sortDirection=Sideways&bogus=1',
    });
    expect(problems.join('\n')).toMatch(/sortDirection/);
    expect(problems.join('\n')).toMatch(/'bogus' is not in the description/);
  });

  it('checks a JSON request body against its schema', () => {
    const url = '/api/v2beta/updates';
    expect(
      contract.checkRequest({
        method: 'POST',
        url,
        body: { packageIds: ['p'], devices: ['9b2f7c1e-4d3a-4f60-8e21-6a0c5d9e7b14'] },
      }),
    ).toEqual([]);
    expect(
      contract.checkRequest({ method: 'POST', url, body: { packageIds: [] } }).length,
    ).toBeGreaterThan(0);
  });

  it('checks response bodies and statuses', () => {
    const url = '/api/v2beta/devices';
    expect(
      contract.checkResponse({
        method: 'GET',
        url,
        status: 200,
        contentType: 'application/json',
        body: { values: [], total: 0, offset: 0, limit: 10 },
      }),
    ).toEqual([]);
    expect(
      contract.checkResponse({
        method: 'GET',
        url,
        status: 200,
        contentType: 'application/json',
        body: { values: 'nope' },
      }).length,
    ).toBeGreaterThan(0);
    expect(
      contract.checkResponse({
        method: 'GET',
        url,
        status: 418,
        contentType: 'application/json',
        body: {},
      })[0],
    ).toMatch(/418 is not described/);
  });
});
