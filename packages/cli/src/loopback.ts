// The loopback address a browser sign-in returns to (RFC 8252 §7.3): a one-request server on
// 127.0.0.1 with a port the system picks, that thanks the user and hands the address over.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackListener {
  redirectUri: string;
  /** The full address the browser came back to. */
  callback: Promise<string>;
  close(): void;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>Fleet</title>
<p>You are signed in to Fleet. You can close this tab and go back to the terminal.</p>`;

export async function listenForSignIn(): Promise<LoopbackListener> {
  let deliver: (url: string) => void = () => {};
  const callback = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname !== '/callback') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    deliver(url.href);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    callback,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
