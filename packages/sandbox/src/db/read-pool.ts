import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ReadArgs, ReadName, ReadResult, Reads } from '../store/reads.js';
import type { ReadFailure, ReadReply, ReadRequest, ReaderData } from './read-messages.js';

/**
 * Reads on a pool of worker threads, each with its own connection to the database file. In
 * WAL mode readers run beside the one writer (the main thread's connection), each reading
 * the last commit as of its start: a read sent after a write was acknowledged sees it. A long
 * read occupies one reader, never the event loop, so cheap requests keep being answered.
 *
 * Readers start as reads arrive, up to `size`, or all at once (`start`); a read waits in line
 * while all are busy.
 * A reader that dies fails its read and is replaced by the next one started.
 */
export interface ReadPoolOptions {
  /** The data folder holding the database (see openDatabase). */
  dataDir: string;
  /** How many readers at most. */
  size: number;
}

interface Job {
  request: ReadRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  job: Job | undefined;
}

/** From the TypeScript sources, a reader boots through tsx (see read-worker-boot.mjs). */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(
  FROM_SOURCES ? './read-worker-boot.mjs' : './read-worker.js',
  import.meta.url,
);
/** The SDK resolves to its sources too, as for the sandbox itself. */
const WORKER_EXEC_ARGV = FROM_SOURCES ? ['--conditions=fleet-source'] : [];

/**
 * Each reader's young generation from its start, in MB per semi-space. V8 starts a thread's
 * at 1 MB and left the readers' there: a reader collected its young garbage every 20 to 40
 * reads (44 scavenges per 1,000 device lists for two readers, each pausing the read it was
 * on). From 16 MB: 3.7 per 1,000 (docs/benchmarks.md, "Tail latency"). A V8 flag is the
 * process's: it applies to threads started after it is set, the main thread's heap is made.
 */
export const READER_SEMI_SPACE_MB = 16;

/** The error of a failed read, as the driver would have thrown it (message and code). */
function readError({ message, code }: ReadFailure): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

export function createReadPool({ dataDir, size }: ReadPoolOptions): Reads {
  const readers: Reader[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;
  const workerData: ReaderData = { dataDir: path.resolve(dataDir) };
  setFlagsFromString(`--min-semi-space-size=${READER_SEMI_SPACE_MB}`);

  const start = (reader: Reader, job: Job): void => {
    reader.job = job;
    reader.worker.postMessage(job.request);
  };

  const spawn = (): Reader => {
    const worker = new Worker(WORKER_FILE, { workerData, execArgv: WORKER_EXEC_ARGV });
    const reader: Reader = { worker, job: undefined };
    worker.on('message', (reply: ReadReply) => {
      const job = reader.job;
      reader.job = undefined;
      if (job && job.request.id === reply.id) {
        if (reply.ok) job.resolve(reply.value);
        else job.reject(readError(reply.error));
      }
      const next = waiting.shift();
      if (next) start(reader, next);
    });
    const fail = (error: Error): void => {
      const at = readers.indexOf(reader);
      if (at < 0) return;
      readers.splice(at, 1);
      reader.job?.reject(error);
      reader.job = undefined;
      // Whoever waits gets a fresh reader.
      const next = closed ? undefined : waiting.shift();
      if (next) start(spawnReader(), next);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A database reader stopped (exit ${code})`)));
    return reader;
  };

  const spawnReader = (): Reader => {
    const reader = spawn();
    readers.push(reader);
    return reader;
  };

  const dispatch = (job: Job): void => {
    const idle = readers.find((reader) => reader.job === undefined);
    if (idle) start(idle, job);
    else if (readers.length < size) start(spawnReader(), job);
    else waiting.push(job);
  };

  const read = <K extends ReadName>(name: K, ...args: ReadArgs<K>): Promise<ReadResult<K>> => {
    if (closed) return Promise.reject(new Error('The database readers are closed'));
    return new Promise<ReadResult<K>>((resolve, reject) => {
      dispatch({
        request: { id: nextId++, name, args },
        resolve: resolve as (value: unknown) => void,
        reject,
      });
    });
  };

  return {
    read,
    async start() {
      // Reads asked together: each finds the readers before it busy and starts one more.
      await Promise.all(Array.from({ length: size }, () => read('sql.all', 'SELECT 1')));
    },
    async close() {
      closed = true;
      const stopping = readers.splice(0);
      const stopped = new Error('The database readers are closed');
      for (const job of waiting.splice(0)) job.reject(stopped);
      for (const reader of stopping) reader.job?.reject(stopped);
      await Promise.all(stopping.map((reader) => reader.worker.terminate()));
    },
  };
}
