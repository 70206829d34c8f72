import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Sandbox } from '../src/sandbox.js';
import { negotiateCoding } from '../src/site/compressed-files.js';
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

  it('sends text files compressed as the browser accepts, decoding to the same bytes', async () => {
    mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    const html = `<!doctype html><title>Fleet Console</title>${'<!-- padding -->'.repeat(100)}`;
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"device-${i}"`).join(',')}];`;
    writeFileSync(path.join(consoleDir, 'index.html'), html);
    writeFileSync(path.join(consoleDir, 'assets', 'rows-5f3a9c.js'), script);
    // A copy the build compressed beforehand is sent as it is.
    writeFileSync(path.join(consoleDir, 'assets', 'rows-5f3a9c.js.gz'), gzipSync(script));

    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const asset = await rawGet(`${sandbox.url}/assets/rows-5f3a9c.js`, accept);
      expect(asset.headers['content-encoding']).toBe(coding);
      expect(asset.headers.vary).toBe('Accept-Encoding');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(asset.headers['content-length'])).toBe(asset.body.length);
      expect(decode(asset.body, coding)).toBe(script);
      if (coding !== undefined) expect(asset.body.length).toBeLessThan(script.length / 3);

      const page = await rawGet(`${sandbox.url}/devices`, accept);
      expect(page.headers['content-encoding']).toBe(coding);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decode(page.body, coding)).toBe(html);
    }
  });

  it('sends the banners file compressed as the browser accepts, decoding to the same text', async () => {
    const plain = await rawGet(`${sandbox.url}/banners.yaml`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const text = plain.body.toString('utf8');
    expect(text).toContain('Scheduled maintenance');
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const banners = await rawGet(`${sandbox.url}/banners.yaml`, accept);
      expect(banners.headers['content-encoding']).toBe(coding);
      expect(banners.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(banners.headers['cache-control']).toBe('no-cache');
      expect(Number(banners.headers['content-length'])).toBe(banners.body.length);
      expect(decode(banners.body, coding)).toBe(text);
      expect(banners.body.length).toBeLessThan(text.length / 2);
    }
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
  it('are compressed in the coding the browser prefers, brotli on a tie', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip;q=1, br;q=0.8')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*, br;q=0')).toBe('gzip');
    expect(negotiateCoding('identity')).toBeUndefined();
    expect(negotiateCoding(undefined)).toBeUndefined();
  });

  it('never resolve outside their folder', () => {
    const root = path.resolve('/srv/console');
    expect(fileInside(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(fileInside(root, '/../package.json')).toBe(path.join(root, 'package.json'));
    expect(fileInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(fileInside(root, '/a%00b')).toBeUndefined();
    expect(fileInside(root, '/%E0%A4%A')).toBeUndefined();
  });
});

interface RawResponse {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decode(body: Buffer, coding: 'br' | 'gzip' | undefined): string {
  if (coding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}
