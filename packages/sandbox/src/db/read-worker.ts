// A reader of the read pool (read-pool.ts): its own connection to the database, answering
// the named reads of src/store/reads.ts one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { collectStartGarbage } from '../processes/start-garbage.js';
import { runRead, type ReadName } from '../store/reads.js';
import { openDatabase } from './database.js';
import { libsqlClient } from './sql-client.js';
import { movedWith, type ReadReply, type ReadRequest, type ReaderData } from './read-messages.js';

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs in a worker thread');
const { dataDir } = workerData as ReaderData;
const db = libsqlClient(openDatabase(dataDir, { readOnly: true }));
// Its modules compiled and its connection open: that garbage goes before the first read.
collectStartGarbage();

const answer = async ({ id, name, args }: ReadRequest): Promise<void> => {
  let reply: ReadReply;
  try {
    reply = { id, ok: true, value: await runRead(db, name as ReadName, args as never) };
  } catch (error) {
    // The driver's errors are of its own class, which a message between threads drops.
    const { message, code } = error as { message?: unknown; code?: unknown };
    reply = {
      id,
      ok: false,
      error: {
        message: typeof message === 'string' ? message : String(error),
        ...(typeof code === 'string' ? { code } : {}),
      },
    };
  }
  port.postMessage(reply, movedWith(reply));
};

// Never rejects: a failed read is answered as such.
port.on('message', (request: ReadRequest) => void answer(request));
