/** A running throwaway cluster (see postgres-cluster.mjs). */
export interface PostgresCluster {
  /** Its temporary folder: data, log and socket. */
  dir: string;
  port: number;
  /** The URL of its database `fleet`, superuser `postgres`. */
  url: string;
}
export declare function findServerBinaries(): string;
export declare function freePort(): Promise<number>;
export declare function startCluster(options?: {
  port?: number;
  dir?: string;
  /** Whether commits are flushed to disk (default true); false for test suites only. */
  fsync?: boolean;
}): Promise<PostgresCluster>;
export declare function stopCluster(dir: string): void;
