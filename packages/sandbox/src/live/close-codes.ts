// Why the server closes a live channel socket (openapi/paths/live.yaml, docs/sandbox.md).
// Each close touches only the one socket; the server and every other connection go on.

export const LIVE_CLOSE = {
  /** The server is shutting down (after 'time to die'). */
  goingAway: 1001,
  /** A binary frame: the channel speaks JSON text only. */
  unsupportedData: 1003,
  /**
   * Authentication: none within the time-out, a first frame that is not `authenticate`, a
   * refused or expired token, or access withdrawn (guest removed, API client deleted, rights
   * lost). An `authError` or `authFailure` message comes first, except after the time-out.
   */
  policyViolation: 1008,
  /** A frame over {@link LIVE_MAX_FRAME_BYTES}. */
  messageTooBig: 1009,
  /** The user already has {@link LIVE_MAX_CONNECTIONS_PER_USER} live connections open. */
  tryAgainLater: 1013,
  /** After authentication, a frame that is not a readable `authenticate` message, or one sent
   * while the previous authentication is still being answered. */
  messageNotUnderstood: 4400,
  /** More than {@link LIVE_FLOOD_LIMIT} frames within its window. */
  tooManyMessages: 4429,
} as const;

/**
 * The most a socket may leave unread (bytes the sandbox holds for it beyond what the kernel
 * took): a reader that falls this far behind is cut off (no close frame: it would wait behind
 * the unread ones), and reconnects 5 s later as after any close. About 35,000 DeviceSeen
 * events, seven seconds of a 5,000-a-second storm on top of the kernel's buffers.
 */
export const LIVE_MAX_UNREAD_BYTES = 4 * 1024 * 1024;

/** The largest frame the server reads (64 KiB); the library closes with 1009 beyond it. */
export const LIVE_MAX_FRAME_BYTES = 64 * 1024;

/** How long a socket may stay open without authenticating. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;

/** How many sockets one user (or API client's owner) may have authenticated at once. */
export const LIVE_MAX_CONNECTIONS_PER_USER = 20;

/** A client sends little (authenticate, and again with a renewed token): more is a flood. */
export const LIVE_FLOOD_LIMIT = { frames: 20, windowMs: 10_000 } as const;
