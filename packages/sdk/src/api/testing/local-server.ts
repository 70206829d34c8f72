// Test support: a real HTTP server on 127.0.0.1 (random port) that records what it receives.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request whose body arrived in full, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined); // a client that aborts mid-body: nothing to answer
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A URL on which nothing listens: the port of a server that was started and closed. */
export async function unreachableUrl(): Promise<string> {
  const server = await startLocalServer(() => undefined);
  await server.close();
  return server.url;
}
