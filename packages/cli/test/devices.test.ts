// The device commands against a sandbox of 1,000 devices: a page, every device streamed with
// --all --jsonl, rename, exit codes for bad usage, the guest's refused rights and partial results.
import type { Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSigningIn,
  fleet,
  freshConfigDir,
  startSignedInSandbox,
  type TestApiClient,
} from './support/run-fleet';

describe('fleet devices', () => {
  let sandbox: Sandbox;
  let dev: TestApiClient;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ sandbox, dev, env } = await startSignedInSandbox({ devices: 1000 }));
  });
  afterAll(() => sandbox?.close());

  it('lists one page as plain lines when piped, and says how to get the rest', async () => {
    const run = await fleet(['devices', 'list'], { env });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Name\tStatus\tHibernated\tLast seen\tUUID');
    expect(lines).toHaveLength(11);
    const total = (await dev.sdk.devices.listDevices({ limit: 1 })).total;
    expect(run.stderr).toBe(
      `Showing 1–10 of ${total} devices; --offset 10 for the next page, --all for every one.\n`,
    );
  });

  it('streams every device exactly once with --all --jsonl', async () => {
    const run = await fleet(['devices', 'list', '--all', '--jsonl'], { env });
    expect(run.code, run.stderr).toBe(0);
    const devices = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { deviceUuid: string });
    const uuids = new Set(devices.map((device) => device.deviceUuid));
    expect(uuids.size).toBe(devices.length);
    const total = (await dev.sdk.devices.listDevices({ limit: 1 })).total;
    expect(devices.length).toBe(total);
    expect(total).toBeGreaterThanOrEqual(1000);
  });

  it('renames a device named by its name, and shows it by the new one', async () => {
    const [device] = (await dev.sdk.devices.listDevices({ limit: 1, sortBy: 'Name' })).values;
    const rename = await fleet(['devices', 'rename', device!.deviceName, 'Renamed by the CLI'], {
      env,
    });
    expect(rename.code, rename.stderr).toBe(0);
    expect(rename.stdout).toBe(`Renamed ${device!.deviceName} to Renamed by the CLI.\n`);
    const show = await fleet(['devices', 'show', 'Renamed by the CLI', '--json'], { env });
    expect(JSON.parse(show.stdout)).toMatchObject({
      deviceUuid: device!.deviceUuid,
      deviceName: 'Renamed by the CLI',
    });
    await dev.sdk.devices.renameDevice(device!.deviceUuid, device!.deviceName);
  });

  it('is bad usage (exit 2) for an unknown option, a wrong choice or a value SPEC §5 refuses', async () => {
    const unknown = await fleet(['devices', 'list', '--colour'], { env });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown option '--colour'");

    const status = await fleet(['devices', 'list', '--status', 'Fine'], { env });
    expect(status.code).toBe(2);
    expect(status.stderr).toContain("argument 'Fine' is invalid. Allowed choices are UpToDate");

    // Checked before any request: the server named here does not exist.
    const offline = { ...env, FLEET_URL: 'http://127.0.0.1:9' };
    const blank = await fleet(['devices', 'rename', '6f0764bd-daa7-42cd-af94-8cc86c9d1cff', ' '], {
      env: offline,
    });
    expect(blank.code).toBe(2);
    expect(blank.stderr).toMatch(/^Error: Invalid input: \S/);

    const notNumber = await fleet(['devices', 'list', '--limit', 'ten'], { env: offline });
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain(
      "option '-l, --limit <n>' argument 'ten' is invalid. Not a whole number.",
    );

    const noName = await fleet(['fleets', 'create', ' '], { env: offline });
    expect(noName.code).toBe(2);
    expect(noName.stderr).toMatch(/^Error: Invalid input: \S/);
  });

  it('exits 3 when some devices took a change and others did not', async () => {
    const [device] = (await dev.sdk.devices.listDevices({ limit: 1, hibernated: false })).values;
    const missing = '00000000-0000-4000-8000-000000000000';
    const run = await fleet(['devices', 'hibernate', device!.deviceUuid, missing], { env });
    expect(run.code).toBe(3);
    expect(run.stdout).toBe(`Hibernated ${device!.deviceUuid}.\n`);
    expect(run.stderr).toMatch(new RegExp(`^${missing}: .*\\(HTTP 404`, 'm'));
    expect((await dev.sdk.devices.getDevice(device!.deviceUuid)).hibernated).toBe(true);

    const wake = await fleet(['devices', 'wake', device!.deviceUuid, '--json'], { env });
    expect(wake.code).toBe(0);
    expect(JSON.parse(wake.stdout)).toEqual({ done: [device!.deviceUuid], failed: [] });
  });

  it('refuses the guest a change (exit 1) with the server’s reason', async () => {
    const guestEnv = { FLEET_CONFIG_DIR: freshConfigDir() };
    const login = await fleet(['login', '--url', sandbox.url], {
      env: guestEnv,
      openBrowser: browserSigningIn('guest@example.com'),
    });
    expect(login.code, login.stderr).toBe(0);
    const repositories = await fleet(['repositories', 'list', '--json'], { env: guestEnv });
    const [, shared] = JSON.parse(repositories.stdout) as Array<{ id: string; name: string }>;
    const switched = await fleet(['repositories', 'switch', shared!.name], { env: guestEnv });
    expect(switched.code, switched.stderr).toBe(0);
    expect(switched.stdout).toBe(`Working in ${shared!.name} (profile "default").\n`);

    const list = await fleet(['devices', 'list', '--limit', '1', '--json'], { env: guestEnv });
    expect(list.code, list.stderr).toBe(0);
    const [device] = JSON.parse(list.stdout) as Array<{ deviceUuid: string }>;
    const rename = await fleet(['devices', 'rename', device!.deviceUuid, 'Not allowed'], {
      env: guestEnv,
    });
    expect(rename.code).toBe(1);
    expect(rename.stderr).toMatch(/^Error: .+\(HTTP 403/);
  });

  it('asks before deleting, and deletes nothing without --yes when there is no terminal', async () => {
    const [device] = (await dev.sdk.devices.listDevices({ limit: 1 })).values;
    const piped = await fleet(['devices', 'delete', device!.deviceUuid], { env });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('Add --yes');
    const declined = await fleet(['devices', 'delete', device!.deviceUuid], {
      env,
      isTTY: true,
      answer: false,
    });
    expect(declined.code).toBe(1);
    expect(declined.stderr).toBe('Error: Nothing was changed.\n');
    expect((await dev.sdk.devices.getDevice(device!.deviceUuid)).deviceUuid).toBe(
      device!.deviceUuid,
    );
  });
});
