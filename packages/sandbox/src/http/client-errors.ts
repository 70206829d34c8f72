import { randomUUID } from 'node:crypto';
import { maxHeaderSize, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from './errors.js';

/**
 * Requests that Node's HTTP parser refuses before any handler sees them: an address and
 * headers beyond what it reads (`maxHeaderSize`, 16 KiB unless `--max-http-header-size` says
 * otherwise), a malformed request, one that took too long to arrive.
 *
 * Node answers them with a bare status line and destroys the socket at once: a client still
 * sending the rest of a long address then gets its connection reset and never reads the
 * answer (a fetch fails with ECONNRESET). Here they get the API's error body, and the
 * connection closes only after the client has had time to read it: what it still sends is read
 * and dropped meanwhile (a socket closed with unread data answers with a reset).
 */

interface Refusal {
  status: number;
  reason: string;
  code: string;
  msg: string;
}

const headersTooLarge: Refusal = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  code: 'request_header_fields_too_large',
  msg: `The request's address and headers are larger than the ${Math.round(maxHeaderSize / 1024)} KiB the server reads.`,
};

const REFUSALS: Readonly<Record<string, Refusal>> = {
  HPE_HEADER_OVERFLOW: headersTooLarge,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    code: 'payload_too_large',
    msg: 'The chunk extensions of the request body are larger than the server reads.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    msg: 'The request did not arrive in time.',
  },
};

const malformed: Refusal = {
  status: 400,
  reason: 'Bad Request',
  code: 'invalid_request',
  msg: 'The request is not valid HTTP.',
};

/** How long a refused connection stays open for its client to read the answer. */
const CLOSE_AFTER_MS = 5_000;

/** The answer to a request the parser refused, as bytes for the socket. */
export function refusalOf(errorCode: string | undefined): string {
  const refusal = (errorCode && REFUSALS[errorCode]) || malformed;
  const body: ErrorBody = { code: refusal.code, msg: refusal.msg, errorId: randomUUID() };
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/** Answers the requests `server`'s parser refuses with the error body, closing cleanly. */
export function answerRefusedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // The parser may report the same request again as more of it arrives: answered once.
    if (socket.writableEnded) return;
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // A response already under way cannot be followed by another.
    const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (pending?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(refusalOf(error.code));
    const closing = setTimeout(() => socket.destroy(), CLOSE_AFTER_MS);
    closing.unref();
    socket.once('close', () => clearTimeout(closing));
  });
}
