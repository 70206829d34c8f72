import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file: its SHA-256 (hex) and size in bytes. */
export interface StoredBlob {
  sha256: string;
  size: number;
}

/** The file was larger than allowed; nothing was kept. */
export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The file is larger than ${limitBytes} bytes.`);
  }
}

/**
 * The files of package versions, in the data folder, named by their SHA-256 so the same
 * content is kept once whatever repository has it. Files are streamed in and out, never held
 * in memory whole.
 */
export interface PackageBlobStore {
  /**
   * Streams `source` into the store, computing its SHA-256 and size on the way; rejects
   * with BlobTooLargeError past `limitBytes` (and keeps nothing).
   */
  receive(source: Readable | AsyncIterable<Uint8Array>, limitBytes: number): Promise<StoredBlob>;
  /** Stores bytes already in memory (small seeded files). */
  write(bytes: Uint8Array): Promise<StoredBlob>;
  /** The file as a stream, with its size; undefined when it is not stored. */
  open(sha256: string): Promise<{ stream: Readable; size: number } | undefined>;
  exists(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Counts and hashes what passes through; fails once more than `limit` bytes went by. */
function measuring(limit: number): Transform & { result(): StoredBlob } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) return callback(new BlobTooLargeError(limit));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { result: () => ({ sha256: hash.digest('hex'), size }) });
}

/** Blobs under `<dataDir>/packages/sha256/<ab>/<hash>`; uploads land in `incoming/` first. */
export function createFilePackageBlobStore(dataDir: string): PackageBlobStore {
  const root = path.join(dataDir, 'packages');
  const incoming = path.join(root, 'incoming');
  const fileOf = (sha256: string): string => {
    if (!SHA256.test(sha256)) throw new TypeError(`Not a SHA-256: ${sha256}`);
    return path.join(root, 'sha256', sha256.slice(0, 2), sha256);
  };
  const exists = async (sha256: string): Promise<boolean> =>
    stat(fileOf(sha256)).then(
      (stats) => stats.isFile(),
      () => false,
    );

  /** Moves a fully written (and synced) temporary file to its content address. */
  async function keep(temporary: string, blob: StoredBlob): Promise<StoredBlob> {
    const handle = await open(temporary, 'r');
    try {
      // Synced before it is named, so a file the database refers to survives a crash.
      await handle.sync();
    } finally {
      await handle.close();
    }
    const target = fileOf(blob.sha256);
    await mkdir(path.dirname(target), { recursive: true });
    if (await exists(blob.sha256)) await rm(temporary, { force: true });
    else await rename(temporary, target);
    return blob;
  }

  async function receive(
    source: Readable | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredBlob> {
    await mkdir(incoming, { recursive: true });
    const temporary = path.join(incoming, randomUUID());
    const meter = measuring(limitBytes);
    try {
      await pipeline(source, meter, createWriteStream(temporary, { flags: 'wx' }));
      return await keep(temporary, meter.result());
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    receive,

    write: (bytes) => receive(Readable.from([bytes]), Number.MAX_SAFE_INTEGER),

    async open(sha256) {
      const file = fileOf(sha256);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return { stream: createReadStream(file), size: stats.size };
    },

    exists,

    async remove(sha256) {
      await rm(fileOf(sha256), { force: true });
    },
  };
}
