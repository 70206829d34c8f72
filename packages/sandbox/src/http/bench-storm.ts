// `POST /bench/storm` of the bench mode (`--bench`, docs/sandbox.md): runs one storm of the
// simulator (src/simulator/storm.ts) and answers when it is over with `{ events, ms }`. Only
// for a sandbox listening on loopback, and only from loopback; one storm at a time.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context.js';
import { invalidStorm, runStorm } from '../simulator/storm.js';

export const BENCH_STORM_PATH = '/bench/storm';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the sandbox may run in bench mode on this address. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK.has(host);

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function stormOf(req: IncomingMessage) {
  const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
  return { rate: Number(query.get('rate')), seconds: Number(query.get('seconds')) };
}

/** Answers `POST /bench/storm` itself and hands every other request to `next`. */
export function withBenchStorm(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  next: RequestListener,
): RequestListener {
  let running = false;
  return (req, res) => {
    if (new URL(req.url ?? '/', 'http://sandbox').pathname !== BENCH_STORM_PATH) {
      next(req, res);
      return;
    }
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      answer(res, 403, { message: 'The bench mode answers loopback only.' });
      return;
    }
    if (req.method !== 'POST') {
      answer(res, 405, { message: 'POST starts a storm.' });
      return;
    }
    const storm = stormOf(req);
    const invalid = invalidStorm(storm);
    if (invalid) {
      answer(res, 400, { message: invalid });
      return;
    }
    if (running) {
      answer(res, 409, { message: 'A storm is already running.' });
      return;
    }
    running = true;
    runStorm(context, storm)
      .then((result) => answer(res, 200, result))
      .catch((error: unknown) => answer(res, 500, { message: String(error) }))
      .finally(() => {
        running = false;
      });
  };
}
