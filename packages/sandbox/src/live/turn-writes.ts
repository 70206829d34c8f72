import type { Duplex } from 'node:stream';

/**
 * Frames sent to a socket within one turn of the event loop leave it in one write: the socket
 * is corked at its first frame and uncorked once the turn is over. A storm's slot publishes
 * its events in one turn, so its 500 frames cost the sandbox one system call and the reader a
 * few TCP segments instead of 500 of each. `ws` corks around each frame itself; corks nest,
 * so its own uncork leaves the frame waiting for this one.
 */
export function createTurnWrites() {
  const corked = new Set<Duplex>();
  const uncorkAll = (): void => {
    for (const socket of corked) socket.uncork();
    corked.clear();
  };
  return {
    /** Whether the socket's writes are held for this turn already. */
    holds: (socket: Duplex): boolean => corked.has(socket),
    /** Holds the socket's writes until the end of the current turn. */
    hold(socket: Duplex): void {
      if (corked.has(socket)) return;
      if (corked.size === 0) setImmediate(uncorkAll);
      socket.cork();
      corked.add(socket);
    },
  };
}
