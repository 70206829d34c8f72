import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Sandbox } from '../src/sandbox.js';
import { fileInside } from '../src/site/static-files.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

describe('the console on the sandbox origin', () => {
  let sandbox: Sandbox;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = path.join(tempDataDir(), 'dist');
    sandbox = await startTestSandbox({ consoleDir });
  });

  afterAll(async () => {
    await sandbox.close();
    removeDir(sandbox.config.dataDir);
    removeDir(path.dirname(consoleDir));
  });

  it('says the console is not built yet, linking the docs and the API description', async () => {
    const response = await fetch(`${sandbox.url}/devices`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('The console is not built yet');
    expect(page).toContain('href="/openapi/openapi.yaml"');
    expect(page).toContain('docs/');
  });

  it('serves the API description', async () => {
    const response = await fetch(`${sandbox.url}/openapi/openapi.yaml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\.1/m);
    expect((await fetch(`${sandbox.url}/openapi/no-such-file.yaml`)).status).toBe(404);
  });

  it('serves the build once it exists, with index.html for client-side routes', async () => {
    mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Fleet Console</title>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js'), 'console.log(1)');

    const route = await fetch(`${sandbox.url}/devices/abc/updates?filter=x`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    expect(await route.text()).toContain('<title>Fleet Console</title>');

    const asset = await fetch(`${sandbox.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');

    expect((await fetch(`${sandbox.url}/assets/missing.js`)).status).toBe(404);
  });

  it('refuses websocket upgrades outside the live channel', async () => {
    const socket = new WebSocket(`${sandbox.url.replace(/^http/, 'ws')}/devices`);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});

describe('static files', () => {
  it('never resolve outside their folder', () => {
    const root = path.resolve('/srv/console');
    expect(fileInside(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(fileInside(root, '/../package.json')).toBe(path.join(root, 'package.json'));
    expect(fileInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(fileInside(root, '/a%00b')).toBeUndefined();
    expect(fileInside(root, '/%E0%A4%A')).toBeUndefined();
  });
});
