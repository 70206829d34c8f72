import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Sandbox } from '../../src/sandbox.js';
import { tokensFor } from '../helpers/oidc.js';
import { removeDir, startTestSandbox } from '../helpers/sandbox.js';
import { HOSTILE_TEXTS } from './hostile.js';

// Issue #10 point 3, the live channel: sequences of generated and hostile frames, before and
// after authenticating, against a running sandbox. Pass: nothing is thrown past the server
// (an unhandled error would stop the process; vitest fails the run on one), and afterwards a
// client still authenticates and the API still answers. Seeded like the API
// fuzz (FUZZ_SEED, FUZZ_CASES).

const SEED = Number(process.env.FUZZ_SEED ?? 20261110);
const CASES = Number(process.env.FUZZ_CASES ?? 40);
/** Longer than the channel accepts in one frame (64 KiB). */
const OVERSIZED = 70 * 1024;

type Frame = { text: string } | { binary: Uint8Array } | { flood: number };

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 10 });
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const liveUrl = (): string => `${sandbox.url.replace(/^http/, 'ws')}/api/v2beta/live`;

const frame = (): fc.Arbitrary<Frame> =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_TEXTS).map((text) => ({ text })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value) })),
    fc
      .record({
        type: fc.constantFrom('authenticate', 'subscribe', 'ping', ''),
        token: fc.string(),
      })
      .map((message) => ({ text: JSON.stringify(message) })),
    fc.uint8Array({ maxLength: 256 }).map((binary) => ({ binary })),
    fc.constantFrom<Frame>(
      { text: 'x'.repeat(OVERSIZED) },
      { binary: new Uint8Array(OVERSIZED) },
      { text: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      { flood: 300 },
    ),
  );

const sequence = fc.record({
  authenticateFirst: fc.boolean(),
  frames: fc.array(frame(), { minLength: 1, maxLength: 5 }),
});

/** Opens a socket, optionally authenticates, sends the frames, then closes from this side. */
async function play({
  authenticateFirst,
  frames,
}: {
  authenticateFirst: boolean;
  frames: Frame[];
}): Promise<void> {
  const socket = new WebSocket(liveUrl());
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('close', () => resolve(false));
  });
  if (!opened) return;
  if (authenticateFirst) {
    const answered = new Promise<void>((resolve) => {
      socket.once('message', () => resolve());
      socket.once('close', () => resolve());
    });
    socket.send(JSON.stringify({ type: 'authenticate', token }));
    await answered;
  }
  for (const next of frames) {
    if (socket.readyState !== WebSocket.OPEN) break;
    if ('text' in next) socket.send(next.text);
    else if ('binary' in next) socket.send(next.binary, { binary: true });
    else for (let i = 0; i < next.flood; i++) socket.send('{"type":"ping"}');
  }
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
    socket.close();
  const stuck = setTimeout(() => socket.terminate(), 30_000);
  await closed;
  clearTimeout(stuck);
}

/** An ordinary client: authenticates and is told authSuccess. */
async function authenticates(): Promise<unknown> {
  const socket = new WebSocket(liveUrl());
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('open', resolve));
  const first = new Promise<unknown>((resolve) =>
    socket.once('message', (data: WebSocket.RawData) => resolve(JSON.parse(data.toString()))),
  );
  socket.send(JSON.stringify({ type: 'authenticate', token }));
  const answer = await first;
  socket.close();
  return answer;
}

it('survives generated and hostile frames before and after authenticating', async () => {
  const sequences = fc.sample(sequence, { numRuns: CASES, seed: SEED });
  for (const played of sequences) await play(played);
  // Reached only if no frame threw past the server (vitest fails the run on an uncaught error).
  console.info(
    `fuzz: live channel × ${CASES} frame sequences, seed ${SEED} (FUZZ_SEED), 0 failures`,
  );
  expect(await authenticates()).toEqual({ type: 'authSuccess' });
  const api = await fetch(`${sandbox.url}/api/v2beta/devices`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(api.status).toBe(200);
}, 600_000);
