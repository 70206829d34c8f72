// Idempotency-Key on POST: the same key and request answer once, however often they come; a
// key is the caller's own; a reused key with another request is refused; a sandbox restart
// keeps what a key answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { domainCallers, type DomainCallers } from './helpers/device-domain.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

const FLEETS = '/api/v2beta/fleets';
let sandbox: Sandbox;
let who: DomainCallers;
const dataDir = tempDataDir();

beforeAll(async () => {
  sandbox = await startTestSandbox({ dataDir });
  who = await domainCallers(sandbox);
});
afterAll(async () => {
  await sandbox?.close();
  removeDir(dataDir);
});

async function post(path: string, body: unknown, token: string, key?: string) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(key !== undefined && { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: (await response.json()) as unknown,
  };
}

const fleetNames = async (token: string) => {
  const response = await fetch(`${sandbox.url}${FLEETS}?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as { values: Array<{ name: string }> };
  return page.values.map((fleet) => fleet.name);
};

describe('Idempotency-Key on POST', () => {
  it('answers a repeated request with the first answer and creates one fleet', async () => {
    const body = { name: 'Idempotent line', fleetType: 'static' };
    const first = await post(FLEETS, body, who.dev, 'key-fleet-1');
    const again = await post(FLEETS, body, who.dev, 'key-fleet-1');
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect((await fleetNames(who.dev)).filter((name) => name === 'Idempotent line')).toHaveLength(
      1,
    );
  });

  it('refuses the same key with another request (422)', async () => {
    await post(FLEETS, { name: 'Keyed A', fleetType: 'static' }, who.dev, 'key-fleet-2');
    const other = await post(
      FLEETS,
      { name: 'Keyed B', fleetType: 'static' },
      who.dev,
      'key-fleet-2',
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      msg: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await fleetNames(who.dev)).not.toContain('Keyed B');
  });

  it('keeps keys apart per caller: another user with the same key creates their own', async () => {
    const body = { name: 'Shared key line', fleetType: 'static' };
    const dev = await post(FLEETS, body, who.dev, 'key-shared');
    const maker = await post(FLEETS, body, who.maker, 'key-shared');
    expect(maker.status).toBe(201);
    expect(maker.replayed).toBeNull();
    expect(typeof maker.body).toBe('string'); // the new fleet's id
    expect(maker.body).not.toBe(dev.body);
  });

  it('without a key, the same request creates again (or is refused as a duplicate name)', async () => {
    const body = { name: 'Unkeyed line', fleetType: 'static' };
    expect((await post(FLEETS, body, who.dev)).status).toBe(201);
    expect((await post(FLEETS, body, who.dev)).status).toBe(409);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const refused = await post(FLEETS, { name: 'Bad key', fleetType: 'static' }, who.dev, 'a b');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      msg: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
    });
  });

  it('keeps an answer across a restart', async () => {
    const body = { name: 'Before restart', fleetType: 'static' };
    const first = await post(FLEETS, body, who.dev, 'key-restart');
    await sandbox.close();
    sandbox = await startTestSandbox({ dataDir });
    who = await domainCallers(sandbox);
    const again = await post(FLEETS, body, who.dev, 'key-restart');
    expect(again).toEqual({ ...first, replayed: 'true' });
  });
});
