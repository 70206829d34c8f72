// Lockboxes, package sources and remote access from the command line.
import type { Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
