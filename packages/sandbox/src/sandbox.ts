import { rmSync } from 'node:fs';
import { isLoopbackHost, withBenchStorm } from './http/bench-storm.js';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OPENAPI_DIR,
  originFor,
  resolveConfig,
  type SandboxConfig,
  type SandboxOptions,
} from './config.js';
import type { SandboxContext } from './context.js';
import { openStorage } from './db/storage.js';
import { createApiApp } from './http/app.js';
import { answerRefusedRequests } from './http/client-errors.js';
import { createIdentity } from './identity/index.js';
import { createAccessChanges } from './live/access-changes.js';
import { createLiveHub } from './live/hub.js';
import { createPostgresLiveFeed, type PostgresLiveFeed } from './live/postgres-feed.js';
import { runLeaderDuties } from './processes/leadership.js';
import { readyDatabase } from './processes/prepare.js';
import { createRolloutEngine } from './rollouts/engine.js';
import { liveGrantOf } from './live/principal-grant.js';
import { resolvePrincipal } from './auth/principal.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { createRequestListener, createUpgradeListener } from './server.js';
import { createConsoleSite } from './site/console-site.js';
import { sendText } from './site/static-files.js';
import { createSqlStores, storesInTransaction } from './store/index.js';
import {
  createDeviceSimulator,
  realClock,
  type DeviceSimulator,
  type SimulatorOptions,
} from './simulator/index.js';

export type { SandboxOptions } from './config.js';

export interface Sandbox {
  /** The origin, e.g. `http://127.0.0.1:8080`. */
  url: string;
  /** The identity provider's issuer, `<url>/idp`. */
  issuer: string;
  config: SandboxConfig;
  /** The running parts, for tests and tools (stores, token signer, live hub). */
  context: SandboxContext;
  /** The device simulator (src/simulator/); tests drive it with `tick()`. */
  simulator: DeviceSimulator;
  /** Closes the live channel ('time to die'), the HTTP server and the database. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Requests still running after a grace period are cut off.
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
  });
}

/** Parts a test may swap for its own. */
export interface SandboxParts {
  /** A clock the test moves, and a rule for how updates end. */
  simulator?: Pick<SimulatorOptions, 'clock' | 'outcome'>;
  /**
   * Told when this process starts or stops running the simulator, the scheduled updates and
   * the rollouts (on PostgreSQL, the one process holding the lead; see processes/leadership.ts).
   */
  onLeadership?: (leading: boolean) => void;
  /**
   * The process runs the sandbox alone (its command line): the HTTP adapter may replace the
   * global Request and Response with its lighter ones. Left out, the globals are untouched.
   */
  ownsProcess?: boolean;
}

/** Starts the sandbox: database, seed data, identity provider, API, live channel, console. */
export async function startSandbox(
  options: SandboxOptions = {},
  parts: SandboxParts = {},
): Promise<Sandbox> {
  const config = resolveConfig(options);
  if (config.bench && !isLoopbackHost(config.host))
    throw new Error(`The bench mode listens on loopback only, not on ${config.host}.`);
  if (config.reset) rmSync(config.dataDir, { recursive: true, force: true });

  // The embedded database (the default) or PostgreSQL (--database), migrated.
  const storage = await openStorage(config);
  const { db, reads } = storage;
  let server: Server | undefined;
  let feed: PostgresLiveFeed | undefined;
  try {
    // On PostgreSQL, live events and access changes travel between the processes on it.
    if (storage.shared)
      feed = await createPostgresLiveFeed(storage.shared.pool, storage.shared.url);
    // Seeding reads what it has just written, on the writer's connection: no reader starts
    // before the first request needs one. One process at a time (several may share the
    // database), keys included.
    await readyDatabase(storage, config);
    // A sandbox that owns its process (its command line) starts its readers now, beside the
    // rest of the start, so the first lists do not wait for them (tests start them lazily).
    const readersStarted = parts.ownsProcess ? reads.start() : Promise.resolve();
    // Awaited below; a failure is not unhandled meanwhile.
    readersStarted.catch(() => {});
    const stores = createSqlStores(db, { dataDir: config.dataDir, reads });

    // Answers 503 until the handlers below exist.
    let respond: RequestListener = (_req, res) =>
      sendText(res, 503, 'text/plain; charset=utf-8', 'Starting\n');
    server = createServer((req, res) => respond(req, res));
    answerRefusedRequests(server);
    // The issuer must name the real port, so the provider is built once the server listens.
    const port = await listen(server, config.port, config.host);
    const origin = config.publicUrl ?? originFor(config.host, port);

    const identity = await createIdentity({
      origin,
      stores,
      demoEmails: DEMO_ACCOUNTS.map(({ email }) => email),
    });
    const accessChanges = feed?.accessChanges ?? createAccessChanges();
    const live = createLiveHub({
      async authenticate(token) {
        return liveGrantOf(await resolvePrincipal(await identity.tokens.verify(token), stores));
      },
      accessChanges,
      feed,
    });
    const rolloutEngine = createRolloutEngine(
      { stores, live },
      parts.simulator?.clock ?? realClock,
    );
    const context: SandboxContext = {
      rolloutEngine,
      config,
      origin,
      issuer: identity.provider.issuer,
      db,
      stores,
      tokens: identity.tokens,
      live,
      accessChanges,
      reads,
    };
    respond = createRequestListener(
      {
        provider: identity.provider,
        interactions: identity.interactions,
        api: createApiApp(context),
        live,
        site: createConsoleSite({
          consoleDir: config.consoleDir,
          openapiDir: OPENAPI_DIR,
          elementsDir: config.elementsDir,
        }),
        frameAncestors: config.frameAncestors,
      },
      { ownsProcess: parts.ownsProcess ?? false },
    );
    if (config.bench) respond = withBenchStorm(context, respond);
    server.on('upgrade', createUpgradeListener(live));
    const simulator = createDeviceSimulator(context, {
      rate: config.simulateRate,
      seed: config.seed,
      onRound: (now) => rolloutEngine.tick(now),
      // On the embedded database, a slice of update steps commits once (simulator/slices.ts).
      ...(db.dialect === 'sqlite' ? { slice: storesInTransaction(db, config.dataDir) } : {}),
      ...parts.simulator,
    });
    const leadership = runLeaderDuties(storage, simulator, parts.onLeadership);
    await readersStarted;

    const running = server;
    const shared = feed;
    let closed: Promise<void> | undefined;
    return {
      url: origin,
      issuer: context.issuer,
      config,
      context,
      simulator,
      close: () =>
        (closed ??= (async () => {
          await leadership.close();
          await live.close();
          await closeServer(running);
          await shared?.close();
          await storage.close();
        })()),
    };
  } catch (error) {
    if (server?.listening) await closeServer(server);
    await feed?.close();
    await storage.close();
    throw error;
  }
}
