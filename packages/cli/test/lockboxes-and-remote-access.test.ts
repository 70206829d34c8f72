// Lockboxes, package sources and remote access from the command line.
import type { Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Hex, sshPublicKey } from './support/keys';
import { fleet, startSignedInSandbox, type TestApiClient } from './support/run-fleet';

describe('fleet lockboxes, package-sources and remote-access', () => {
  let sandbox: Sandbox;
  let dev: TestApiClient;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ sandbox, dev, env } = await startSignedInSandbox({ devices: 10 }));
  });
  afterAll(() => sandbox?.close());

  it('defines, shows and deletes a lockbox', async () => {
    const [pkg] = (await dev.sdk.packages.listPackages({ limit: 1 })).values;
    const expires = '2030-01-01T00:00:00.000Z';
    const define = await fleet(
      ['lockboxes', 'define', 'cli-box', '--package', pkg!.packageId, '--expires', expires],
      { env },
    );
    expect(define.code, define.stderr).toBe(0);
    expect(define.stdout).toBe('Defined lockbox cli-box.\n');

    const show = await fleet(['lockboxes', 'show', 'cli-box', '--json'], { env });
    expect(JSON.parse(show.stdout)).toMatchObject({
      name: 'cli-box',
      packageIds: [pkg!.packageId],
      expiresAt: expires,
      expired: false,
    });
    const list = await fleet(['lockboxes', 'list', '--jsonl'], { env });
    expect(list.stdout.split('\n').filter((line) => line.includes('"cli-box"'))).toHaveLength(1);

    const bad = await fleet(['lockboxes', 'define', 'x', '--package', 'p', '--expires', 'soon'], {
      env,
    });
    expect(bad.code).toBe(2);

    const deleted = await fleet(['lockboxes', 'delete', 'cli-box', '--yes'], { env });
    expect(deleted.code, deleted.stderr).toBe(0);
    expect((await fleet(['lockboxes', 'show', 'cli-box'], { env })).code).toBe(1);
  });

  it('lists the package sources by the names people read', async () => {
    const run = await fleet(['package-sources', 'list', '--json'], { env });
    expect(run.code, run.stderr).toBe(0);
    const sources = JSON.parse(run.stdout) as Array<{ name: string; friendlyName: string }>;
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.friendlyName).not.toBe('');
  });

  it('adds and removes an accepted address', async () => {
    const add = await fleet(['remote-access', 'accept-list', 'add', '203.0.113.7'], { env });
    expect(add.code, add.stderr).toBe(0);
    const listed = await fleet(['remote-access', 'accept-list', 'list'], { env });
    expect(listed.stdout.split('\n')).toContain('203.0.113.7');
    const remove = await fleet(['remote-access', 'accept-list', 'remove', '203.0.113.7'], { env });
    expect(remove.code, remove.stderr).toBe(0);
    const after = await fleet(['remote-access', 'accept-list', 'list'], { env });
    expect(after.stdout.split('\n')).not.toContain('203.0.113.7');
  });
  it('adds a package source, edits it, keeps it when its metadata fails, and deletes it', async () => {
    const [key] = JSON.parse(
      (await fleet(['package-sources', 'keys', 'list', '--json'], { env })).stdout,
    ) as Array<{ keyid: string }>;
    const sourceOf = async (name: string) =>
      (
        JSON.parse((await fleet(['package-sources', 'list', '--json'], { env })).stdout) as Array<{
          name: string;
          friendlyName: string;
          keyids: string[];
          paths: string[];
          remoteUri?: string;
        }>
      ).find((source) => source.name === name);

    const missingKeys = await fleet(['package-sources', 'add', 'cli-source', '--path', 'cli-*'], {
      env,
    });
    expect(missingKeys.code).toBe(2);
    expect(await sourceOf('cli-source')).toBeUndefined();

    const add = await fleet(
      ['package-sources', 'add', 'cli-source', '--key', key!.keyid, '--path', 'cli-*'],
      { env },
    );
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toBe('Added package source cli-source.\n');
    expect(await sourceOf('cli-source')).toMatchObject({ keyids: [key!.keyid], paths: ['cli-*'] });

    const again = await fleet(
      ['package-sources', 'add', 'cli-source', '--key', key!.keyid, '--path', 'x-*'],
      { env },
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('Delegation with that name already exists');

    const edit = await fleet(
      [
        'package-sources',
        'edit',
        'cli-source',
        '--path',
        'cli-app-*',
        '--friendly-name',
        'CLI apps',
      ],
      { env },
    );
    expect(edit.code, edit.stderr).toBe(0);
    expect(await sourceOf('cli-source')).toMatchObject({
      friendlyName: 'CLI apps',
      keyids: [key!.keyid],
      paths: ['cli-app-*'],
    });

    // Nothing answers there: the source stays as saved, the command says why and ends partial.
    const unreachable = await fleet(
      ['package-sources', 'edit', 'cli-source', '--remote', 'http://127.0.0.1:2/cli.json'],
      { env },
    );
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toMatch(
      /^Saved package source cli-source; its metadata was not taken: Could not verify trusted delegation/,
    );
    expect(await sourceOf('cli-source')).toMatchObject({ paths: ['cli-app-*'] });

    const deleted = await fleet(['package-sources', 'delete', 'cli-source', '--yes'], { env });
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(await sourceOf('cli-source')).toBeUndefined();
  });

  it('refreshes a package source from its remote address', async () => {
    const run = await fleet(['package-sources', 'refresh', 'tdx-lts', '--json'], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      name: 'tdx-lts',
      lastFetched: expect.any(String),
    });
  });

  it('trusts a new package source key', async () => {
    const publicKey = ed25519Hex();
    const add = await fleet(['package-sources', 'keys', 'add', publicKey], { env });
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toMatch(/^Trusted key [0-9a-f]{64}\.\n$/);
    const listed = JSON.parse(
      (await fleet(['package-sources', 'keys', 'list', '--json'], { env })).stdout,
    ) as Array<{ keyid: string; keytype: string; keyval: { public: string } }>;
    expect(listed).toContainEqual(
      expect.objectContaining({ keytype: 'ED25519', keyval: { public: publicKey } }),
    );
  });

  it('keeps a public key, opens a session to a device for it, and closes it', async () => {
    const key = sshPublicKey('cli@example.com');
    const kept = await fleet(['remote-access', 'keys', 'add', key], { env });
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toBe('Kept the public key.\n');
    const keys = JSON.parse(
      (await fleet(['remote-access', 'keys', 'list', '--json'], { env })).stdout,
    ) as Array<{ keyId: string; pubkey: string }>;
    const keyId = keys.find((k) =>
      k.pubkey.startsWith(key.split(' ').slice(0, 2).join(' ')),
    )?.keyId;
    expect(keyId).toBeDefined();

    const [device] = (await dev.sdk.devices.listDevices({ limit: 1 })).values;
    const open = await fleet(
      ['remote-access', 'open', device!.deviceName, '--key', key, '--duration', '2h'],
      { env },
    );
    expect(open.code, open.stderr).toBe(0);
    expect(open.stdout).toMatch(
      new RegExp(`^Session to ${device!.deviceName} open until \\S+: ssh -p \\d+ to \\S+\\.\\n$`),
    );
    const sessions = await fleet(['remote-access', 'sessions', '--json'], { env });
    expect(sessions.stdout).toContain(device!.deviceUuid);

    const close = await fleet(['remote-access', 'close', device!.deviceUuid], { env });
    expect(close.code, close.stderr).toBe(0);
    expect((await fleet(['remote-access', 'sessions', '--json'], { env })).stdout).not.toContain(
      device!.deviceUuid,
    );
    const forget = await fleet(['remote-access', 'keys', 'delete', keyId!], { env });
    expect(forget.code, forget.stderr).toBe(0);
  });
});
