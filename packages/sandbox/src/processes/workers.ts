import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it serves. */
export interface WorkerReady {
  type: 'ready';
  url: string;
  issuer: string;
}

const isReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'ready';

/** A worker that died is started again after this pause (no tight loop when it cannot start). */
const RESTART_DELAY_MS = 1_000;

export interface WorkersOptions {
  /** How many worker processes serve the port. */
  count: number;
  /** Called once, when every first worker serves. */
  onReady(ready: WorkerReady): void;
  log(line: string): void;
}

export interface Workers {
  /** Sends SIGTERM to every worker and resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * The primary process of `--workers N` (node:cluster): forks N copies of this program, which
 * share its listening port (the primary hands each new connection to one in turn, an upgraded
 * websocket included), and starts again a worker that dies.
 */
export function forkWorkers({ count, onReady, log }: WorkersOptions): Workers {
  let stopping = false;
  const waiting = new Set<Worker>();

  const fork = (first: boolean): void => {
    const worker = cluster.fork();
    if (first) waiting.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isReady(message) || !waiting.delete(worker)) return;
      if (waiting.size === 0) onReady(message);
    });
    worker.on('exit', (code, signal) => {
      waiting.delete(worker);
      if (stopping) return;
      log(
        `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
      );
      setTimeout(() => {
        if (!stopping) fork(false);
      }, RESTART_DELAY_MS);
    });
  };
  for (let i = 0; i < count; i++) fork(true);

  return {
    async stop() {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
