// Test helpers for the update calls and the device simulator: devices made to measure, the
// live channel as a recording client, and a force header the shared `call` cannot send.
import { randomUUID } from 'node:crypto';
import { loadContract } from '@fleet/contract';
import type { DeviceStatus } from '@fleet/sdk/domain';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_PATH } from '../../src/live/hub.js';
import type { Sandbox } from '../../src/sandbox.js';
import type { Device } from '../../src/store/devices.js';
import type { NewInstalledPackage } from '../../src/store/installed-packages.js';

const contract = loadContract();

export interface MadeDevice {
  /** Hardware ids, primary first; each runs the package id given, or nothing (null). */
  components: Record<string, string | null>;
  status?: DeviceStatus;
  hibernated?: boolean;
  /** Default: seen just now (online). */
  lastSeen?: string | null;
}

/** Registers a device in a repository, running catalogue packages the repository has. */
export async function makeDevice(
  sandbox: Sandbox,
  repositoryId: string,
  { components, status = 'UpToDate', hibernated = false, lastSeen }: MadeDevice,
): Promise<Device> {
  const { stores } = sandbox.context;
  const seen = lastSeen === undefined ? new Date().toISOString() : lastSeen;
  const parts = await Promise.all(
    Object.entries(components).map(async ([hardwareId, packageId]) => {
      if (packageId === null) return { hardwareId };
      const pkg = await stores.packages.findById(repositoryId, packageId);
      if (!pkg) throw new Error(`No package ${packageId} to install`);
      const installed: NewInstalledPackage = {
        packageId: pkg.packageId,
        name: pkg.name,
        version: pkg.version,
        hashes: { sha256: pkg.sha256 },
        hardwareIds: pkg.hardwareIds,
        packageSource: pkg.packageSource,
        size: pkg.size,
      };
      return { hardwareId, installed };
    }),
  );
  const id = randomUUID().slice(0, 8);
  return stores.devices.create(repositoryId, {
    deviceId: `test-${id}`,
    name: `Test device ${id}`,
    status,
    hibernated,
    lastSeen: seen,
    activatedAt: seen,
    components: parts,
  });
}

/** A call with extra headers (the cancel call's `force`), checked against the contract. */
export async function callWithHeaders(
  sandbox: Pick<Sandbox, 'url'>,
  path: string,
  { token, method, headers }: { token: string; method: string; headers: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  expect(
    contract.checkResponse({
      method,
      url: path,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body,
    }),
  ).toEqual([]);
  return { status: response.status, body };
}

export type LiveFrame = Record<string, unknown> & { type: string };

/** A live channel client signed in with `token`, recording every frame. */
export async function liveClient(sandbox: Pick<Sandbox, 'url'>, token: string) {
  const socket = new WebSocket(`${sandbox.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
  const frames: LiveFrame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as LiveFrame);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'authenticate', token }));
  const client = {
    frames,
    /** Problems of the frames against the live channel's description (empty: all conform). */
    problems(): string[] {
      return frames.flatMap((frame) =>
        contract.checkResponse({
          method: 'GET',
          url: LIVE_PATH,
          status: 101,
          contentType: 'application/json',
          body: frame,
        }),
      );
    },
    /** Resolves with the first frame (old or new) that matches, or fails after a while. */
    async waitFor(match: (frame: LiveFrame) => boolean, timeoutMs = 5_000): Promise<LiveFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching live frame in ${JSON.stringify(frames)}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  await client.waitFor((frame) => frame.type === 'authSuccess');
  return client;
}
