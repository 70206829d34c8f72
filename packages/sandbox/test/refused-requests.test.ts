import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { domainCallers, type DomainCallers } from './helpers/device-domain.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

// Requests Node's HTTP parser refuses before any route sees them (src/http/client-errors.ts):
// the client reads the API's error body, never a reset connection, and the server goes on.

let sandbox: Sandbox;
let who: DomainCallers;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 5 });
  who = await domainCallers(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

/** Sends `request` as raw bytes and reads everything the server answers until it closes. */
function rawExchange(request: string): Promise<string> {
  const { hostname, port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function answerOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
}

const longAddress = (characters: number) => `/api/v2beta/devices?offset=${'9'.repeat(characters)}`;

describe('requests the HTTP parser refuses', () => {
  it('an address beyond 16 KiB answers 431 with the error body', async () => {
    const answer = answerOf(
      await rawExchange(`GET ${longAddress(20_000)} HTTP/1.1\r\nHost: fleet\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toContain('Content-Type: application/json');
    expect(answer.body).toEqual({
      code: 'request_header_fields_too_large',
      msg: "The request's address and headers are larger than the 16 KiB the server reads.",
      errorId: expect.any(String),
    });
  });

  it('a fetch of a long address reads that answer every time, never a reset connection', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await fetch(`${sandbox.url}${longAddress(100_000)}`, {
        headers: { Authorization: `Bearer ${who.dev}` },
      });
      expect(response.status).toBe(431);
      expect(((await response.json()) as { code: string }).code).toBe(
        'request_header_fields_too_large',
      );
    }
  });

  it('a request that is not HTTP answers 400 with the error body', async () => {
    const answer = answerOf(await rawExchange('NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toMatchObject({
      code: 'invalid_request',
      msg: 'The request is not valid HTTP.',
    });
  });

  it('the server goes on answering', async () => {
    const { status } = await api(sandbox, '/api/v2beta/devices?limit=1', { token: who.dev });
    expect(status).toBe(200);
  });
});
