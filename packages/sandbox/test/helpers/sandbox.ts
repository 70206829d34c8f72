import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox.js';

/** A fresh, empty data folder under the system's temp folder. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fleet-sandbox-test-'));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Starts a sandbox on a free port with its own data folder (no console build). */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({
    port: 0,
    dataDir: options.dataDir ?? tempDataDir(),
    consoleDir: path.join(tmpdir(), 'fleet-sandbox-no-console'),
    devices: 10,
    ...options,
  });
}

/** A JSON API call with an optional bearer token. */
export async function api(
  sandbox: Pick<Sandbox, 'url'>,
  pathname: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${sandbox.url}${pathname}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: response.headers,
  };
}
