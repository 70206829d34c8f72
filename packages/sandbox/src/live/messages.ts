// Messages of the live channel (SPEC §4 live events): JSON objects `{type, ...payload}`.

/** Any live message; domain events carry their payload beside `type`. */
export interface LiveMessage {
  type: string;
  [field: string]: unknown;
}

/** The client's first message: authenticate with an access token (host or guest token). */
export interface AuthenticateMessage {
  type: 'authenticate';
  token: string;
  /** The client reads `batch` frames: the events of one moment come in one frame. */
  batch?: boolean;
}

export const AUTH_SUCCESS = { type: 'authSuccess' } as const satisfies LiveMessage;
/** The server is shutting down; the client reconnects after 5 s. */
export const TIME_TO_DIE = { type: 'time to die' } as const satisfies LiveMessage;

/** The first message was not an authenticate message. */
export const authError = (message: string): LiveMessage => ({ type: 'authError', message });
/** The token was refused. */
export const authFailure = (message: string): LiveMessage => ({ type: 'authFailure', message });

export function parseAuthenticate(data: string): AuthenticateMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, token, batch } = message as Record<string, unknown>;
  if (type !== 'authenticate' || typeof token !== 'string' || token.length === 0) return undefined;
  return batch === true ? { type, token, batch } : { type, token };
}
