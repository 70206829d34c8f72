import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startSandbox,
  type Sandbox,
  type SandboxOptions,
  type SandboxParts,
} from '../../src/sandbox.js';
import { TEST_DATABASE_URL, testDatabaseFor, dropTestDatabaseOf } from './postgres.js';

/** A fresh, empty data folder under the system's temp folder. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fleet-sandbox-test-'));
}

/** Removes a data folder, and on PostgreSQL the test database that went with it. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  dropTestDatabaseOf(dir);
}

/**
 * Starts a sandbox on a free port with its own data folder (no console build). The device
 * simulator stands still unless `simulateRate` is given, so devices change only when a test
 * says so (`sandbox.simulator.tick()` runs one round by hand).
 *
 * When the suite runs on PostgreSQL (`FLEET_TEST_DATABASE_URL`, see `pnpm test:postgres`),
 * each data folder gets a fresh database of its own: a sandbox restarted on the same folder
 * finds the same data, as it would in the embedded database.
 */
export async function startTestSandbox(
  options: SandboxOptions = {},
  parts: SandboxParts = {},
): Promise<Sandbox> {
  const dataDir = options.dataDir ?? tempDataDir();
  const database =
    TEST_DATABASE_URL && options.databaseUrl === undefined
      ? { databaseUrl: (await testDatabaseFor(dataDir)).url }
      : {};
  return startSandbox(
    {
      port: 0,
      dataDir,
      ...database,
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
