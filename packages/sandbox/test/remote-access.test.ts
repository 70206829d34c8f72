import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createFleetClient } from '@fleet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteAccessResource } from '../../sdk/src/resources/remote-access.js';
import type { Sandbox } from '../src/sandbox.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

const RA = '/api/v2beta/remote-access';
const KEYS = `${RA}/user/public-keys`;
const IPS = `${RA}/user/ip-accept-list`;

let sandbox: Sandbox;
let dev: string;
let deviceUuid: string;

/** SSH wire encoding (RFC 4251): length-prefixed strings, and public keys in OpenSSH text form. */
const sshString = (value: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(value.length);
  return Buffer.concat([length, value]);
};
const mpint = (value: Buffer): Buffer =>
  sshString((value[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
const openSsh = (type: string, fields: Buffer[], comment: string): string =>
  `${type} ${Buffer.concat([sshString(Buffer.from(type)), ...fields]).toString('base64')} ${comment}`;
const b64 = (value: string | undefined): Buffer => Buffer.from(value ?? '', 'base64url');

function ed25519Key(comment = 'dev@laptop'): string {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return openSsh('ssh-ed25519', [sshString(b64(jwk.x))], comment);
}
function ecdsaKey(): string {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([Buffer.from([4]), b64(jwk.x), b64(jwk.y)]);
  return openSsh(
    'ecdsa-sha2-nistp256',
    [sshString(Buffer.from('nistp256')), sshString(point)],
    'ci@runner',
  );
}
function rsaKey(bits: number): string {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({
    format: 'jwk',
  });
  return openSsh('ssh-rsa', [mpint(b64(jwk.e)), mpint(b64(jwk.n))], 'old@desktop');
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const owner = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const personal = await sandbox.context.stores.repositories.personalOf(owner?.id ?? '');
  const device = await sandbox.context.stores.devices.create(personal?.id ?? '', {
    deviceId: 'ra-test-device',
    name: 'Remote access test device',
    lastSeen: '2025-05-06T10:00:00.000Z',
    network: { localIpV4: '192.0.2.15' },
    components: [],
  });
  deviceUuid = device.deviceUuid;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const sessions = (uuid = deviceUuid) => `${RA}/device/${uuid}/sessions`;

describe('SPEC §7 Remote access: public keys', () => {
  it('registers OpenSSH keys of the supported types, lists them by id and removes them', async () => {
    const token = (await tokensFor(sandbox.url, 'admin@example.com')).access_token;
    expect((await call(sandbox, KEYS, { token })).body).toEqual({ keys: {} });

    const ed25519 = ed25519Key();
    for (const [pubkey, meta] of [
      [ed25519, { label: 'laptop' }],
      [ecdsaKey(), undefined],
      [rsaKey(2048), 'desktop'],
    ] as const) {
      const body = meta === undefined ? { pubkey } : { pubkey, meta };
      expect((await call(sandbox, KEYS, { method: 'POST', token, body })).status).toBe(204);
    }
    const { keys } = (await call(sandbox, KEYS, { token })).body as {
      keys: Record<string, { pubkey: string; meta?: unknown }>;
    };
    expect(Object.values(keys)).toEqual([
      { pubkey: ed25519, meta: { label: 'laptop' } },
      { pubkey: expect.stringMatching(/^ecdsa-sha2-nistp256 /) },
      { pubkey: expect.stringMatching(/^ssh-rsa /), meta: 'desktop' },
    ]);

    // The same key under another comment is the same key.
    const [type, data] = ed25519.split(' ');
    const again = await call(sandbox, KEYS, {
      method: 'POST',
      token,
      body: { pubkey: `${type} ${data} other-comment` },
    });
    expect(again.status).toBe(409);

    const [firstId] = Object.keys(keys);
    expect((await call(sandbox, `${KEYS}/${firstId}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await call(sandbox, `${KEYS}/${firstId}`, { method: 'DELETE', token })).status).toBe(
      404,
    );
    // Keys are the caller's own: another user sees none of them.
    expect((await call(sandbox, KEYS, { token: dev })).body).toEqual({ keys: {} });
  });

  it('refuses what is not an OpenSSH public key of a supported type', async () => {
    const [, ed25519Data] = ed25519Key().split(' ');
    const cases: Array<[unknown, string]> = [
      [{}, 'pubkey is required'],
      [{ pubkey: 'hello' }, 'Not an OpenSSH public key of a supported type'],
      [{ pubkey: `ssh-dss ${ed25519Data}` }, 'Not an OpenSSH public key of a supported type'],
      [{ pubkey: 'ssh-ed25519 not*base64' }, 'The key data is not base64.'],
      [{ pubkey: `ssh-rsa ${ed25519Data}` }, 'labelled ssh-rsa but its data is ssh-ed25519'],
      [{ pubkey: `ssh-ed25519 ${ed25519Data?.slice(0, 40)}` }, 'The key is truncated.'],
      [{ pubkey: rsaKey(1024) }, 'RSA keys need at least 2048 bits; this one has 1024.'],
    ];
    for (const [body, msg] of cases) {
      const response = await call(sandbox, KEYS, { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response.body).msg).toContain(msg);
    }
  });
});

describe('SPEC §7 Remote access: the IP accept list', () => {
  it('adds, lists and removes public IPv4 addresses', async () => {
    expect((await call(sandbox, IPS, { token: dev })).body).toEqual([]);
    const body = { ip: '203.0.113.7' };
    expect((await call(sandbox, IPS, { method: 'POST', token: dev, body })).status).toBe(204);
    expect((await call(sandbox, IPS, { method: 'POST', token: dev, body })).status).toBe(409);
    await call(sandbox, IPS, { method: 'POST', token: dev, body: { ip: '8.8.8.8' } });
    expect((await call(sandbox, IPS, { token: dev })).body).toEqual(['203.0.113.7', '8.8.8.8']);

    expect((await call(sandbox, `${IPS}/8.8.8.8`, { method: 'DELETE', token: dev })).status).toBe(
      204,
    );
    expect((await call(sandbox, `${IPS}/8.8.8.8`, { method: 'DELETE', token: dev })).status).toBe(
      404,
    );
    expect((await call(sandbox, IPS, { token: dev })).body).toEqual(['203.0.113.7']);
  });

  it('refuses IPv6 addresses, ranges, private addresses and anything else', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { ip: '2001:db8::1' },
        '2001:db8::1 is an IPv6 address; the accept list takes IPv4 addresses.',
      ],
      [
        { ip: '203.0.113.0/24' },
        '203.0.113.0/24 is an address range; the accept list takes single IPv4 addresses.',
      ],
      [
        { ip: '10.1.2.3' },
        '10.1.2.3 is a private or reserved address; only public IPv4 addresses can be accepted.',
      ],
      [
        { ip: '127.0.0.1' },
        '127.0.0.1 is a private or reserved address; only public IPv4 addresses can be accepted.',
      ],
      [{ ip: '256.1.1.1' }, '256.1.1.1 is not an IPv4 address.'],
      [{ ip: 'example.com' }, 'example.com is not an IPv4 address.'],
      [{}, 'ip is required'],
    ];
    for (const [body, msg] of cases) {
      const response = await call(sandbox, IPS, { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response.body).msg).toBe(msg);
    }
  });
});

describe('SPEC §7 Remote access: device sessions', () => {
  it('needs a registered public key first', async () => {
    const response = await call(sandbox, sessions(), {
      method: 'POST',
      token: dev,
      body: { PublicKeys: [ed25519Key()], SessionDuration: '30m' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response.body).msg).toBe(
      'Register a public key first: a session is opened for your registered keys only.',
    );
  });

  it('opens one session per device, shows it, and closes it', async () => {
    const registered = ed25519Key('dev@workstation');
    await call(sandbox, KEYS, { method: 'POST', token: dev, body: { pubkey: registered } });

    const stranger = await call(sandbox, sessions(), {
      method: 'POST',
      token: dev,
      body: { PublicKeys: [ed25519Key()], SessionDuration: '30m' },
    });
    expect(stranger.status).toBe(400);
    expect(errorOf(stranger.body).msg).toContain('is not one of your registered public keys.');

    expect((await call(sandbox, sessions(), { token: dev })).status).toBe(404);
    const [type, data] = registered.split(' ');
    const opened = await call(sandbox, sessions(), {
      method: 'POST',
      token: dev,
      body: { PublicKeys: [`${type} ${data}`], SessionDuration: '1h30m' },
    });
    expect(opened.status).toBe(204);
    const second = await call(sandbox, sessions(), {
      method: 'POST',
      token: dev,
      body: { PublicKeys: [registered], SessionDuration: '30m' },
    });
    expect(second.status).toBe(409);

    const session = await call(sandbox, sessions(), { token: dev });
    expect(session).toMatchObject({
      status: 200,
      body: {
        ssh: {
          AuthorizedPubKeys: [registered],
          ReversePort: expect.any(Number),
          RaServerUrl: '127.0.0.1',
          RaServerSshPubKey: expect.stringMatching(/^ssh-ed25519 /),
        },
      },
    });
    const { ExpiresAt } = (session.body as { ssh: { ExpiresAt: string } }).ssh;
    expect(Date.parse(ExpiresAt) - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(Date.parse(ExpiresAt) - Date.now()).toBeLessThanOrEqual(90 * 60_000);

    expect((await call(sandbox, `${RA}/user/sessions`, { token: dev })).body).toEqual([
      { deviceId: deviceUuid, session: session.body },
    ]);
    expect((await call(sandbox, `${RA}/device/${deviceUuid}`, { token: dev })).body).toEqual({
      deviceId: deviceUuid,
      lastApiConnect: '2025-05-06T10:00:00.000Z',
      lastSshSessionConnect: { ConnectedAt: expect.any(String), IpAddress: '192.0.2.15' },
    });

    expect((await call(sandbox, sessions(), { method: 'DELETE', token: dev })).status).toBe(204);
    expect((await call(sandbox, sessions(), { token: dev })).status).toBe(404);
    expect((await call(sandbox, sessions(), { method: 'DELETE', token: dev })).status).toBe(404);
    expect((await call(sandbox, `${RA}/user/sessions`, { token: dev })).body).toEqual([]);
  });

  it('ends a session when its duration runs out', async () => {
    const registered = ed25519Key('short@session');
    await call(sandbox, KEYS, { method: 'POST', token: dev, body: { pubkey: registered } });
    const body = { PublicKeys: [registered], SessionDuration: '1s' };
    expect((await call(sandbox, sessions(), { method: 'POST', token: dev, body })).status).toBe(
      204,
    );
    expect((await call(sandbox, sessions(), { token: dev })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await call(sandbox, sessions(), { token: dev })).status).toBe(404);
    expect((await call(sandbox, sessions(), { method: 'POST', token: dev, body })).status).toBe(
      204,
    );
    await call(sandbox, sessions(), { method: 'DELETE', token: dev });
  });

  it('refuses bad durations and key lists, and unknown devices', async () => {
    const key = ed25519Key();
    const cases: Array<[unknown, string]> = [
      [{ PublicKeys: [key], SessionDuration: '30 minutes' }, '30 minutes is not a duration'],
      [{ PublicKeys: [key], SessionDuration: '0s' }, 'A session lasts at least one second.'],
      [{ PublicKeys: [key], SessionDuration: '25h' }, 'A session lasts at most 24 hours.'],
      [{ PublicKeys: [], SessionDuration: '1h' }, 'PublicKeys must not be empty'],
      [{ PublicKeys: key, SessionDuration: '1h' }, 'PublicKeys must be an array'],
      [{ PublicKeys: [key] }, 'SessionDuration is required'],
    ];
    for (const [body, msg] of cases) {
      const response = await call(sandbox, sessions(), { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response.body).msg).toContain(msg);
    }
    const unknown = randomUUID();
    for (const method of ['GET', 'DELETE']) {
      expect((await call(sandbox, sessions(unknown), { method, token: dev })).status).toBe(404);
    }
    expect((await call(sandbox, `${RA}/device/${unknown}`, { token: dev })).status).toBe(404);
    const posted = await call(sandbox, sessions(unknown), {
      method: 'POST',
      token: dev,
      body: { PublicKeys: [key], SessionDuration: '1h' },
    });
    expect(posted.status).toBe(404);
  });
});

describe('SPEC §6 remote access rights', () => {
  it('answers the read-only guest 403 on every remote access call', async () => {
    const owner = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const [shared] = await sandbox.context.stores.repositories.listShared(owner?.id ?? '');
    const guest = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
    const { access } = (
      await call(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
        method: 'POST',
        token: guest,
      })
    ).body as { access: string };
    const uuid = randomUUID();
    const calls: Array<[string, string, unknown, string]> = [
      ['GET', sessions(uuid), undefined, 'get:remoteSessions'],
      [
        'POST',
        sessions(uuid),
        { PublicKeys: [ed25519Key()], SessionDuration: '1h' },
        'initiate:remoteSessions',
      ],
      ['DELETE', sessions(uuid), undefined, 'kill:remoteSessions'],
      ['GET', `${RA}/device/${uuid}`, undefined, 'get:remoteSessions'],
      ['GET', `${RA}/user/sessions`, undefined, 'list:remoteSessions'],
      ['GET', KEYS, undefined, 'get:remoteAccessKeys'],
      ['POST', KEYS, { pubkey: ed25519Key() }, 'add:remoteAccessKeys'],
      ['DELETE', `${KEYS}/any`, undefined, 'delete:remoteAccessKeys'],
      ['GET', IPS, undefined, 'get:remoteAccessIps'],
      ['POST', IPS, { ip: '203.0.113.9' }, 'add:remoteAccessIps'],
      ['DELETE', `${IPS}/203.0.113.9`, undefined, 'delete:remoteAccessIps'],
    ];
    for (const [method, path, body, permission] of calls) {
      const response = await call(sandbox, path, { method, token: access, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(errorOf(response.body).description).toContain(permission);
    }
  });
});

describe('SDK remote-access resource against the sandbox', () => {
  it('registers a key, accepts an IP, opens, reads, lists and closes a session', async () => {
    const token = (await tokensFor(sandbox.url, 'admin@example.com')).access_token;
    const admin = await sandbox.context.stores.users.findByEmail('admin@example.com');
    const personal = await sandbox.context.stores.repositories.personalOf(admin?.id ?? '');
    const device = await sandbox.context.stores.devices.create(personal?.id ?? '', {
      deviceId: 'sdk-ra-device',
      name: 'SDK device',
      components: [],
    });
    const remoteAccess = createRemoteAccessResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    const pubkey = ed25519Key('sdk@test');
    await remoteAccess.addRemoteAccessPublicKey({ pubkey, meta: { label: 'sdk' } });
    expect(Object.values(await remoteAccess.listRemoteAccessPublicKeys())).toContainEqual({
      pubkey,
      meta: { label: 'sdk' },
    });
    await remoteAccess.addAcceptedIp('198.51.100.20');
    expect(await remoteAccess.listAcceptedIps()).toContain('198.51.100.20');

    await remoteAccess.createRemoteSession(device.deviceUuid, {
      PublicKeys: [pubkey],
      SessionDuration: '15m',
    });
    expect((await remoteAccess.getRemoteSession(device.deviceUuid))?.ssh.AuthorizedPubKeys).toEqual(
      [pubkey],
    );
    expect((await remoteAccess.listRemoteSessions()).map((s) => s.deviceId)).toEqual([
      device.deviceUuid,
    ]);
    expect(await remoteAccess.getRemoteAccessDevice(device.deviceUuid)).toMatchObject({
      deviceId: device.deviceUuid,
    });
    await remoteAccess.deleteRemoteSession(device.deviceUuid);
    expect(await remoteAccess.getRemoteSession(device.deviceUuid)).toBeUndefined();
    await remoteAccess.removeAcceptedIp('198.51.100.20');
  });
});
