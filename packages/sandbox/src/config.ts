import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FRAME_ANCESTORS } from './http/security-headers.js';

/** packages/sandbox, wherever the process was started from. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPOSITORY_ROOT = path.resolve(PACKAGE_DIR, '../..');
export const DEFAULT_DATA_DIR = path.join(REPOSITORY_ROOT, '.data', 'sandbox');
/** The console's production build, served at `/` once it exists. */
export const DEFAULT_CONSOLE_DIR = path.join(REPOSITORY_ROOT, 'packages', 'console', 'dist');
/** The widgets' build; its standalone script is served at `/elements/v1/`. */
export const DEFAULT_ELEMENTS_DIR = path.join(REPOSITORY_ROOT, 'packages', 'elements', 'dist');
/** The API description, served at `/openapi/`. */
export const OPENAPI_DIR = path.join(REPOSITORY_ROOT, 'openapi');

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

/** Everything the sandbox is started with. */
export interface SandboxConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /**
   * The data folder: the embedded database (unless `databaseUrl` is set) and the package
   * files; created when missing.
   */
  dataDir: string;
  /**
   * A PostgreSQL database (`postgres://user:password@host:port/name`) to keep everything in
   * instead of the embedded database of the data folder.
   */
  databaseUrl?: string;
  /** Delete the data folder before starting. */
  reset: boolean;
  /** How many devices dev@example.com's repository is seeded with (first start only). */
  devices: number;
  /** Seed of the pseudo-random generator of seeding and simulation, for repeatable data. */
  seed: number;
  /** Speed of the device simulator: 1 is real time, 0 stops it. */
  simulateRate: number;
  /**
   * Worker threads that run the long reads (device lists, installed packages), each with its
   * own database connection; 0 runs them in the event loop. Default: one per core, at most 4.
   */
  readers: number;
  /** The console's production build, served at `/` with history fallback. */
  consoleDir: string;
  /** The widgets' build (packages/elements/dist), served at `/elements/v1/`. */
  elementsDir: string;
  /** The origin clients use when it is not `http://host:port` (e.g. behind a TLS proxy). */
  publicUrl?: string;
  /**
   * Who may show the console and the sign-in pages in a frame: CSP `frame-ancestors`
   * sources, `'none'` by default (see docs/security.md).
   */
  frameAncestors: readonly string[];
}

export type SandboxOptions = Partial<SandboxConfig>;

/** One database reader per core, at most 4: reads beyond that would wait for a core anyway. */
export const defaultReaders = (): number => Math.min(4, availableParallelism());

export function resolveConfig(options: SandboxOptions = {}): SandboxConfig {
  return {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? DEFAULT_HOST,
    dataDir: path.resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    reset: options.reset ?? false,
    devices: options.devices ?? 1000,
    seed: options.seed ?? 1,
    simulateRate: options.simulateRate ?? 1,
    readers: options.readers ?? defaultReaders(),
    consoleDir: path.resolve(options.consoleDir ?? DEFAULT_CONSOLE_DIR),
    frameAncestors: options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS,
    elementsDir: path.resolve(options.elementsDir ?? DEFAULT_ELEMENTS_DIR),
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
    ...(options.publicUrl === undefined
      ? {}
      : { publicUrl: options.publicUrl.replace(/\/+$/, '') }),
  };
}

/** The origin for a bound address: wildcard hosts are reached through loopback. */
export function originFor(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
