import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reverse proxy in front of several processes; `close()` stops it. */
export interface AlternatingProxy {
  url: string;
  /** How many requests each target answered, in the order of `targets`. */
  served: number[];
  close(): Promise<void>;
}

/**
 * Sends each HTTP request to the next of `targets` in turn (a new connection each time), as a
 * load balancer may: a browser's consecutive requests land on different processes.
 */
export async function startAlternatingProxy(
  targets: readonly string[],
  port = 0,
): Promise<AlternatingProxy> {
  const served = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(targets[index] ?? '');
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
