// SPEC §2 /remote-access/{tab} and the device remote-access tab, §3 Remote access, against a
// running sandbox: the remote-access store registers public keys and accepted IPs, opens a
// session to a device for a registered key, lists it, and closes it.
import { generateKeyPairSync } from 'node:crypto';
import { createFleet, createRemoteAccessStore, type RemoteAccessStore } from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let store: RemoteAccessStore;
let deviceUuid: string;

/** A fresh ed25519 public key in OpenSSH text form (RFC 4253 §6.6 wire encoding). */
function openSshKey(comment: string): string {
  const { x } = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  const field = (value: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(value.length);
    return Buffer.concat([length, value]);
  };
  const blob = Buffer.concat([
    field(Buffer.from('ssh-ed25519')),
    field(Buffer.from(x ?? '', 'base64url')),
  ]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
  if (!session.ok) throw new Error(`sign-in failed: ${session.page.slice(0, 200)}`);
  const token = session.tokens.access_token;
  const sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
  store = createRemoteAccessStore({ sdk });
  const { values } = await sdk.devices.listDevices({ limit: 1 });
  deviceUuid = values[0]!.deviceUuid;
});
afterAll(async () => {
  store?.dispose();
  await sandbox?.close();
});

describe('SPEC §3 remote access through the store', () => {
  it('registers and deletes public keys', async () => {
    await store.refreshPublicKeys();
    const before = store.publicKeys.data.value!.length;
    const pubkey = openSshKey('dev@laptop');
    await store.addPublicKey({ pubkey, meta: { label: 'laptop' } });
    const added = store.publicKeys.data.value!.find((key) => key.pubkey === pubkey);
    expect(added).toMatchObject({ pubkey, meta: { label: 'laptop' }, keyId: expect.any(String) });
    expect(store.publicKeys.data.value).toHaveLength(before + 1);

    await store.deletePublicKey(added!.keyId);
    expect(store.publicKeys.data.value!.map((key) => key.pubkey)).not.toContain(pubkey);
    await store.refreshPublicKeys(); // the server agrees
    expect(store.publicKeys.data.value!.map((key) => key.pubkey)).not.toContain(pubkey);
  });

  it('adds and removes accepted IPs', async () => {
    await store.addAcceptedIp('198.51.100.20');
    expect(store.acceptedIps.data.value).toContain('198.51.100.20');
    await store.removeAcceptedIp('198.51.100.20');
    expect(store.acceptedIps.data.value).not.toContain('198.51.100.20');
    await store.refreshAcceptedIps();
    expect(store.acceptedIps.data.value).not.toContain('198.51.100.20');
  });

  it('opens a session to a device for a registered key, lists it, and closes it', async () => {
    const pubkey = openSshKey('dev@workstation');
    await store.addPublicKey({ pubkey });
    await store.refreshSessions();
    await store.loadDeviceSession(deviceUuid);
    expect(store.deviceSession.data.value).toEqual({ deviceUuid, session: undefined });

    await store.openSession(deviceUuid, { PublicKeys: [pubkey], SessionDuration: '30m' });
    expect(store.deviceSession.data.value?.deviceUuid).toBe(deviceUuid);
    expect(store.deviceSession.data.value?.session?.ssh.AuthorizedPubKeys).toEqual([pubkey]);
    // The session list was shown, so it reloaded with the new session.
    expect(store.sessions.data.value!.map((s) => s.deviceId)).toContain(deviceUuid);

    await store.closeSession(deviceUuid);
    expect(store.deviceSession.data.value).toEqual({ deviceUuid, session: undefined });
    expect(store.sessions.data.value!.map((s) => s.deviceId)).not.toContain(deviceUuid);
    await store.refreshSessions();
    expect(store.sessions.data.value!.map((s) => s.deviceId)).not.toContain(deviceUuid);
  });
});
