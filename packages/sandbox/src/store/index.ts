import type { SqlClient } from '../db/sql-client.js';
import { createSqlAccessVersionStore, type AccessVersionStore } from './access-version.js';
import { createSqlApiClientStore, type ApiClientStore } from './api-clients.js';
import { createSqlGuestProfileStore, type GuestProfileStore } from './guest-profiles.js';
import { createSqlIdentityStore, type IdentityStore } from './identity.js';
import { createSqlRepositoryStore, type RepositoryStore } from './repositories.js';
import { createSqlUserOptionStore, type UserOptionStore } from './user-options.js';
import { createSqlUserStore, type UserStore } from './users.js';
import {
  createSqlDelegationSourceStore,
  type DelegationSourceStore,
} from './delegation-sources.js';
import { createSqlDelegationStore, type DelegationStore } from './delegations.js';
import { createSqlLockboxStore, type LockboxStore } from './lockboxes.js';
import { createFilePackageBlobStore, type PackageBlobStore } from './package-blobs.js';
import { createSqlPackageStore, type PackageStore } from './packages.js';
import { createSqlAcceptedIpStore, type AcceptedIpStore } from './accepted-ips.js';
import { createSqlAccountKeyStore, type AccountKeyStore } from './account-keys.js';
import { createSqlFeedbackStore, type FeedbackStore } from './feedback.js';
import { createSqlIdempotencyKeyStore, type IdempotencyKeyStore } from './idempotency-keys.js';
import { createSqlFreeTrialStore, type FreeTrialStore } from './free-trials.js';
import { createSqlRemoteAccessKeyStore, type RemoteAccessKeyStore } from './remote-access-keys.js';
import { createSqlRemoteSessionStore, type RemoteSessionStore } from './remote-sessions.js';
import { createSqlRootKeyStore, type RootKeyStore } from './root-keys.js';
import { createSqlDeviceEventStore, type DeviceEventStore } from './device-events.js';
import {
  createSqlInstallationReportStore,
  type InstallationReportStore,
} from './installation-reports.js';
import { createSqlUpdateStore, type UpdateStore } from './updates.js';
import { createSqlDeviceStore, type DeviceStore } from './devices.js';
import { createSqlFleetStore, type FleetStore } from './fleets.js';
import {
  createSqlInstalledPackageStore,
  type InstalledPackageStore,
} from './installed-packages.js';
import { createSqlMetricStore, type MetricStore } from './metrics.js';
import { createSqlProvisioningStore, type ProvisioningStore } from './provisioning.js';
import { readsOn, type Reads } from './reads.js';
import { createSqlRolloutStore, type RolloutStore } from './rollouts.js';

/**
 * The data layer: one store per concept, each with a Promise-returning interface so a
 * PostgreSQL implementation can stand in for the embedded one (see src/db/README.md).
 * A new store is added here, beside its migration.
 */
export interface Stores {
  users: UserStore;
  userOptions: UserOptionStore;
  repositories: RepositoryStore;
  guestProfiles: GuestProfileStore;
  apiClients: ApiClientStore;
  /** Raised by every change to who may call the API: the kept callers' check. */
  accessVersion: AccessVersionStore;
  identity: IdentityStore;
  packages: PackageStore;
  /** The files of package versions, in the data folder beside the database. */
  packageBlobs: PackageBlobStore;
  delegations: DelegationStore;
  delegationSources: DelegationSourceStore;
  lockboxes: LockboxStore;
  freeTrials: FreeTrialStore;
  feedback: FeedbackStore;
  idempotencyKeys: IdempotencyKeyStore;
  accountKeys: AccountKeyStore;
  rootKeys: RootKeyStore;
  remoteSessions: RemoteSessionStore;
  remoteAccessKeys: RemoteAccessKeyStore;
  acceptedIps: AcceptedIpStore;
  /** Devices' updates: scheduled, pending (assignments) and closed. */
  updates: UpdateStore;
  installationReports: InstallationReportStore;
  deviceEvents: DeviceEventStore;
  devices: DeviceStore;
  /** What each component of a device runs (SPEC §3 Installed package). */
  installedPackages: InstalledPackageStore;
  fleets: FleetStore;
  /** Pairing codes and provisioning tokens. */
  provisioning: ProvisioningStore;
  /** Device and fleet metrics, synthesised from the devices' history. */
  metrics: MetricStore;
  /** Phased updates and the devices each phase picked (docs/rollouts.md). */
  rollouts: RolloutStore;
}

export interface StoreOptions {
  /** The data folder: package files are kept there, beside the database. */
  dataDir: string;
  /** Runs the reads that may leave the event loop (src/store/reads.ts); by default on `db`. */
  reads?: Reads;
}

/** Every store on one SQL client, whichever engine it speaks to. */
export function createSqlStores(
  db: SqlClient,
  { dataDir, reads = readsOn(db) }: StoreOptions,
): Stores {
  return {
    users: createSqlUserStore(db),
    userOptions: createSqlUserOptionStore(db),
    repositories: createSqlRepositoryStore(db),
    guestProfiles: createSqlGuestProfileStore(db),
    apiClients: createSqlApiClientStore(db),
    accessVersion: createSqlAccessVersionStore(db),
    identity: createSqlIdentityStore(db),
    packages: createSqlPackageStore(db),
    packageBlobs: createFilePackageBlobStore(dataDir),
    delegations: createSqlDelegationStore(db),
    delegationSources: createSqlDelegationSourceStore(db),
    lockboxes: createSqlLockboxStore(db),
    freeTrials: createSqlFreeTrialStore(db),
    feedback: createSqlFeedbackStore(db),
    idempotencyKeys: createSqlIdempotencyKeyStore(db),
    accountKeys: createSqlAccountKeyStore(db),
    rootKeys: createSqlRootKeyStore(db),
    remoteSessions: createSqlRemoteSessionStore(db),
    remoteAccessKeys: createSqlRemoteAccessKeyStore(db),
    acceptedIps: createSqlAcceptedIpStore(db),
    updates: createSqlUpdateStore(db),
    installationReports: createSqlInstallationReportStore(db),
    deviceEvents: createSqlDeviceEventStore(db),
    devices: createSqlDeviceStore(db, reads),
    installedPackages: createSqlInstalledPackageStore(db, reads),
    fleets: createSqlFleetStore(db),
    provisioning: createSqlProvisioningStore(db),
    metrics: createSqlMetricStore(db),
    rollouts: createSqlRolloutStore(db),
  };
}

/**
 * Runs `work` on stores bound to one transaction of `db`: its writes commit together (on the
 * embedded database, one sync of the log instead of one per write) and its reads, all on that
 * transaction, see them. Other callers' statements wait until it commits.
 */
export function storesInTransaction(
  db: SqlClient,
  dataDir: string,
): <T>(work: (stores: Stores) => Promise<T>) => Promise<T> {
  return (work) =>
    db.transaction((tx) => work(createSqlStores(tx, { dataDir, reads: readsOn(tx) })));
}
