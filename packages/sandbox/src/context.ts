import type { AccessTokens } from './auth/tokens.js';
import type { SandboxConfig } from './config.js';
import type { Reads } from './store/reads.js';
import type { Database } from './db/database.js';
import type { AccessChanges } from './live/access-changes.js';
import type { LiveHub } from './live/hub.js';
import type { Stores } from './store/index.js';
import type { RolloutEngine } from './rollouts/engine.js';

/** What routes, the live channel and the simulator share while the sandbox runs. */
export interface SandboxContext {
  config: SandboxConfig;
  /** The origin clients use, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  /** The identity provider's issuer: `<origin>/idp`. */
  issuer: string;
  db: Database;
  /** Where the stores' long reads run (a pool of worker threads by default). */
  reads: Reads;
  stores: Stores;
  /** Verifies API access tokens and signs guest tokens. */
  tokens: AccessTokens;
  /** Publishes live events to a repository's connections (by internal repository id). */
  live: LiveHub;
  /** Moves rollouts on (docs/rollouts.md); the simulator's rounds tick it. */
  rolloutEngine: RolloutEngine;
  /** The revocation signal: publish who lost (or changed) access; the live hub re-checks. */
  accessChanges: AccessChanges;
}
