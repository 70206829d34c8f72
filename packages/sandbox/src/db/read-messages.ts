/** What the read pool and its worker threads say to each other. */
export interface ReaderData {
  /** The data folder of the database. */
  dataDir: string;
}

export interface ReadRequest {
  id: number;
  name: string;
  args: readonly unknown[];
}

export type ReadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ReadFailure };

/**
 * What a reply moves to the event loop instead of copying: the memory of bytes answered (a
 * device page's JSON, 470 KB for 1,000 devices) when they fill it alone.
 */
export function movedWith(reply: ReadReply): ArrayBuffer[] {
  const value = reply.ok ? reply.value : undefined;
  return value instanceof Uint8Array &&
    value.buffer instanceof ArrayBuffer &&
    value.byteOffset === 0 &&
    value.byteLength === value.buffer.byteLength
    ? [value.buffer]
    : [];
}

/** A read's error: the driver's errors are of a class that a message between threads drops. */
export interface ReadFailure {
  message: string;
  /** The driver's code, e.g. SQLITE_ERROR. */
  code?: string;
}
