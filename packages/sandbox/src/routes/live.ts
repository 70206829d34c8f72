import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, respondWithError } from '../http/errors.js';

/**
 * The live channel's address answers plain HTTP with 426: the channel itself is a websocket,
 * taken over at the upgrade (src/live/hub.ts) before it reaches the API.
 */
export function liveRoutes(_context: SandboxContext) {
  return new Hono<ApiEnv>().all('/', (c) => {
    c.header('Upgrade', 'websocket');
    return respondWithError(
      new ApiError(
        426,
        'invalid_request',
        'The live channel is a websocket.',
        'Connect with Upgrade: websocket, then send {"type":"authenticate","token":"..."}.',
      ),
      c,
    );
  });
}
