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

/** A read's error: the driver's errors are of a class that a message between threads drops. */
export interface ReadFailure {
  message: string;
  /** The driver's code, e.g. SQLITE_ERROR. */
  code?: string;
}
