// examples/node-script against a freshly started sandbox, run as its README says: the
// bootstrap signs in as dev through the real sign-in form and creates an API client; the
// script, signed in as that client, lists devices, reads installed packages, updates a fleet
// and follows it over the live channel until every device has reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFleet } from '@fleet/sdk';
import { api, signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EXAMPLE_DIR = fileURLToPath(new URL('../../../examples/node-script/', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One process, as `pnpm bootstrap` / `pnpm start` run it (tsx, SDK from source). */
function runExample(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 90_000,
): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--conditions=fleet-source', '--import', 'tsx', script, ...args],
    { cwd: EXAMPLE_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill(), timeoutMs);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The `export NAME='value'` lines the bootstrap prints, as an environment. */
function exportedVariables(stdout: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [, name, value] of stdout.matchAll(/^export (\w+)='([^']*)'$/gm))
    if (name !== undefined && value !== undefined) variables[name] = value;
  return variables;
}

describe('examples/node-script against the sandbox', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    // Fast enough that an update finishes in a few seconds (about 10 s of simulated time).
    sandbox = await startTestSandbox({ devices: 40, simulateRate: 25 });
  });
  afterAll(() => sandbox?.close());

  it('creates an API client, then updates a fleet and follows it to the end', async () => {
    const bootstrap = await runExample('scripts/bootstrap-client.ts', { FLEET_URL: sandbox.url });
    expect(bootstrap.code, bootstrap.stderr).toBe(0);
    const credentials = exportedVariables(bootstrap.stdout);
    expect(Object.keys(credentials).sort()).toEqual(['FLEET_CLIENT_ID', 'FLEET_CLIENT_SECRET']);

    const run = await runExample('src/main.ts', { FLEET_URL: sandbox.url, ...credentials }, [
      '--devices',
      '2',
      '--timeout',
      '60',
    ]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^Found \d+ online, up-to-date devices\.$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}OS: {10}torizon-os-\S+ \S+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Package: \S+ \S+ for \S+ \(\S+\)$/));
    expect(lines).toContain('Update started on 2 devices.');
    expect(lines).toContainEqual(expect.stringMatching(/: UpdatePending \(Update in progress\)$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Update finished: \d up to date, \d failed\.$/),
    );
    const [, upToDate, failed] = /Update finished: (\d) up to date, (\d) failed/.exec(run.stdout)!;
    expect(Number(upToDate) + Number(failed)).toBe(2);

    // The fleet was only a vehicle for the run: the script deleted it.
    const fleetId = /^Fleet: .+ with 2 devices \((\S+)\)$/m.exec(run.stdout)?.[1];
    expect(fleetId).toBeDefined();
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error('dev could not sign in');
    const token = session.tokens.access_token;
    expect((await api(sandbox, `/api/v2beta/fleets/${fleetId}`, { token })).status).toBe(404);
  });

  it('runs the CI job: uploads a package, updates a fleet and waits for each device', async () => {
    const bootstrap = await runExample('scripts/bootstrap-client.ts', { FLEET_URL: sandbox.url });
    expect(bootstrap.code, bootstrap.stderr).toBe(0);
    const credentials = exportedVariables(bootstrap.stdout);
    const session = await signIn(sandbox.url, 'dev@example.com', 'demo');
    if (!session.ok) throw new Error('dev could not sign in');
    const token = session.tokens.access_token;

    // Two up-to-date devices with nothing pending whose OS is built for the same board.
    const sdk = createFleet({ baseUrl: sandbox.url, getToken: () => token });
    const byBoard = new Map<string, Array<{ uuid: string; name: string }>>();
    for (const device of (await sdk.devices.listDevices({ status: 'UpToDate', limit: 40 }))
      .values) {
      if ((await sdk.updates.listDeviceUpdates(device.deviceUuid)).length > 0) continue;
      for (const installed of await sdk.devices.listInstalledPackages(device.deviceUuid)) {
        const board = installed.hardwareIds[0];
        if (!board) continue;
        const found = [
          ...(byBoard.get(board) ?? []),
          { uuid: device.deviceUuid, name: device.deviceName },
        ];
        byBoard.set(board, found);
      }
    }
    const [hardware, devices] = [...byBoard].find(([, found]) => found.length >= 2)!;
    const pair = devices.slice(0, 2);
    const fleetId = await sdk.fleets.createFleet({ name: 'CI test fleet' });
    await sdk.fleets.addFleetDevices(
      fleetId,
      pair.map((device) => device.uuid),
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ci-firmware-')), 'firmware.bin');
    writeFileSync(file, 'firmware built by CI');

    const run = await runExample('src/ci-update.ts', { FLEET_URL: sandbox.url, ...credentials }, [
      '--file',
      file,
      '--name',
      'ci-firmware',
      '--version',
      '1.0.0',
      '--hardware',
      hardware,
      '--fleet',
      fleetId,
    ]);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('2 of 2 finished.');
    const results = pair.map((device) =>
      lines.find((line) => line.startsWith(`${device.name}: `))?.slice(device.name.length + 2),
    );
    for (const result of results) expect(['succeeded', 'failed']).toContain(result);
    const allSucceeded = results.every((result) => result === 'succeeded');
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(allSucceeded ? 0 : 1);
    if (!allSucceeded) expect(run.stderr).toMatch(/^Failed: [01] of 2 updated\.$/m);
  });

  it('the CI job names the flags it misses', async () => {
    const run = await runExample('src/ci-update.ts', { FLEET_URL: sandbox.url }, [
      '--file',
      'x.bin',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Failed: Missing --name, --version, --hardware, --fleet.');
  });

  it('fails with the server’s message and exit code 1 when the token is refused', async () => {
    const run = await runExample('src/main.ts', { FLEET_URL: sandbox.url, FLEET_TOKEN: 'bogus' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Failed: ');
    expect(run.stderr).toContain('(HTTP 401');
  });

  it('says which API client was refused, and why, when its secret is wrong', async () => {
    const run = await runExample('src/main.ts', {
      FLEET_URL: sandbox.url,
      FLEET_TOKEN: '',
      FLEET_CLIENT_ID: 'no-such-client',
      FLEET_CLIENT_SECRET: 'wrong',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Failed: Sign-in failed: The identity provider refused API client "no-such-client" \(401 invalid_client\): \S/m,
    );
  });

  it('says which credentials it needs when it has none', async () => {
    const run = await runExample('src/main.ts', {
      FLEET_URL: sandbox.url,
      FLEET_TOKEN: '',
      FLEET_CLIENT_ID: '',
      FLEET_CLIENT_SECRET: '',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Set FLEET_CLIENT_ID and FLEET_CLIENT_SECRET, or FLEET_TOKEN.');
  });
});
