import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startSandbox,
  type Sandbox,
  type SandboxOptions,
  type SandboxParts,
} from '../../src/sandbox.js';

/** A fresh, empty data folder under the system's temp folder. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fleet-sandbox-test-'));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a sandbox on a free port with its own data folder (no console build). The device
 * simulator stands still unless `simulateRate` is given, so devices change only when a test
 * says so (`sandbox.simulator.tick()` runs one round by hand).
 */
export async function startTestSandbox(
  options: SandboxOptions = {},
  parts: SandboxParts = {},
): Promise<Sandbox> {
  return startSandbox(
    {
      port: 0,
      dataDir: options.dataDir ?? tempDataDir(),
      consoleDir: path.join(tmpdir(), 'fleet-sandbox-no-console'),
      devices: 10,
      simulateRate: 0,
      ...options,
    },
    parts,
  );
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
