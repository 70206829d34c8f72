import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createTurnBatches } from '../src/live/turn-batches.js';

/** An open socket that records the frames sent on it, as text. */
function recordingSocket(): { socket: WebSocket; frames: string[] } {
  const frames: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: Buffer) => frames.push(data.toString()),
  } as unknown as WebSocket;
  return { socket, frames };
}

const turnEnd = () => new Promise((done) => setImmediate(done));

describe("a turn's batches", () => {
  it('holds a socket’s messages until the end of the turn, then sends them in one frame', async () => {
    const batches = createTurnBatches();
    const { socket, frames } = recordingSocket();
    batches.add(socket, Buffer.from('{"n":1}'));
    batches.add(socket, Buffer.from('{"n":2}'));
    expect(frames).toEqual([]);
    await turnEnd();
    expect(frames).toEqual(['{"type":"batch","messages":[{"n":1},{"n":2}]}']);
  });

  it('sends a held batch at once when flushed, and nothing more at the end of the turn', async () => {
    const batches = createTurnBatches();
    const { socket, frames } = recordingSocket();
    batches.add(socket, Buffer.from('{"n":1}'));
    batches.flush(socket);
    // What the socket is sent next, outside batches, comes after it.
    socket.send(Buffer.from('{"n":2}'));
    await turnEnd();
    expect(frames).toEqual(['{"n":1}', '{"n":2}']);
    expect(batches.holds(socket)).toBe(false);
  });
});
