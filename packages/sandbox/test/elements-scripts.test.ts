import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

// A partner page without npm: <script src="<sandbox>/elements/v1/fleet-elements.js"
// integrity="sha384-…" crossorigin="anonymous">, the hash read from integrity.json beside it.
describe('the standalone widgets script at /elements/v1/', () => {
  let sandbox: Sandbox;
  let elementsDir: string;
  const script = 'window.FleetElements = {};\n';
  const sha384 = `sha384-${createHash('sha384').update(script).digest('base64')}`;

  beforeAll(async () => {
    elementsDir = path.join(tempDataDir(), 'dist');
    sandbox = await startTestSandbox({ elementsDir });
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
    removeDir(path.dirname(elementsDir));
  });

  it('says how to build the widgets while they are not built', async () => {
    const response = await fetch(`${sandbox.url}/elements/v1/fleet-elements.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('pnpm --filter @fleet/elements build');
  });

  it('serves the built script to any origin, with its integrity hash under its served name', async () => {
    mkdirSync(elementsDir, { recursive: true });
    writeFileSync(path.join(elementsDir, 'fleet-elements.standalone.js'), script);
    writeFileSync(
      path.join(elementsDir, 'integrity.json'),
      JSON.stringify({ 'fleet-elements.standalone.js': sha384 }),
    );

    const response = await fetch(`${sandbox.url}/elements/v1/fleet-elements.js`, {
      headers: { Origin: 'https://portal.example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body).toBe(script);

    const integrity = await fetch(`${sandbox.url}/elements/v1/integrity.json`);
    expect(integrity.headers.get('access-control-allow-origin')).toBe('*');
    const hashes = (await integrity.json()) as Record<string, string>;
    expect(hashes).toEqual({ 'fleet-elements.js': sha384 });
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(
      hashes['fleet-elements.js'],
    );
  });

  it('serves one script per element beside the all-in-one, each with its hash', async () => {
    const oneElement = 'window.FleetElements = { deviceTable: true };\n';
    const oneHash = `sha384-${createHash('sha384').update(oneElement).digest('base64')}`;
    mkdirSync(elementsDir, { recursive: true });
    writeFileSync(path.join(elementsDir, 'fleet-elements.standalone.js'), script);
    writeFileSync(path.join(elementsDir, 'fleet-device-table.standalone.js'), oneElement);
    writeFileSync(
      path.join(elementsDir, 'integrity.json'),
      JSON.stringify({
        'fleet-elements.standalone.js': sha384,
        'fleet-device-table.standalone.js': oneHash,
      }),
    );

    const response = await fetch(`${sandbox.url}/elements/v1/fleet-device-table.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe(oneElement);
    const hashes = (await (
      await fetch(`${sandbox.url}/elements/v1/integrity.json`)
    ).json()) as Record<string, string>;
    expect(hashes).toEqual({ 'fleet-elements.js': sha384, 'fleet-device-table.js': oneHash });
    expect((await fetch(`${sandbox.url}/elements/v1/fleet-session-list.js`)).status).toBe(404);
  });

  it('serves nothing else from the build', async () => {
    writeFileSync(path.join(elementsDir, 'index.js'), 'export {};');
    expect((await fetch(`${sandbox.url}/elements/v1/index.js`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/elements/v1/fleet-elements.standalone.js`)).status).toBe(
      404,
    );
  });
});
