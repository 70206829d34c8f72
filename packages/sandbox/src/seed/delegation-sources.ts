import { createHash } from 'node:crypto';
import type { SandboxConfig } from '../config.js';
import type { Stores } from '../store/index.js';
import type { TargetFormat } from '../store/packages.js';
import { signMetadata, signingKeyFromSeed, type SigningKey } from '../tuf/keys.js';
import { DEMO_CATALOGUE } from './catalogue.js';
import { demoCreatedAt, demoFileWriter } from './package-files.js';

/** Who signs a demo source's metadata: Toradex, ACME, and a key ACME no longer uses. */
export type DemoPublisher = 'toradex' | 'acme' | 'acme-retired';

interface DemoTarget {
  name: string;
  version: string;
  hardwareIds: readonly string[];
  targetFormat: TargetFormat;
}

/** A package source the sandbox stands in for, and how the demo repositories trust it. */
export interface DemoSource {
  name: string;
  friendlyName?: string;
  /** The key that signs its published file. */
  signedBy: DemoPublisher;
  /** The key the delegation names. */
  trusts: DemoPublisher;
  paths: readonly string[];
  targets: readonly DemoTarget[];
  /** Where the file is fetched from; default the sandbox's own /public/delegations/... */
  remoteUri?: string;
}

const os = (name: string, board: string, versions: readonly string[]): DemoTarget[] =>
  versions.map((version) => ({ name, version, hardwareIds: [board], targetFormat: 'OSTREE' }));

/** Versions only a channel has (the catalogue's packages come from DEMO_CATALOGUE). */
const CHANNEL_ONLY: Record<string, readonly DemoTarget[]> = {
  'tdx-nightly': os('torizon-os-verdin-imx8mp', 'verdin-imx8mp', [
    '7.2.0-devel-20250505',
    '7.2.0-devel-20250506',
  ]),
  'tdx-monthly': os('torizon-os-verdin-imx8mp', 'verdin-imx8mp', ['7.2.0-devel-202504']),
  'tdx-lts': os('torizon-os-colibri-imx8x', 'colibri-imx8x', ['6.8.3']),
};

const CHANNEL_PATHS: Record<string, readonly string[]> = {
  'tdx-bootloader': ['u-boot-*'],
  'tdx-containers': ['weston-*', 'kiosk-*'],
};

const catalogueTargets = (source: string): DemoTarget[] =>
  DEMO_CATALOGUE.filter((pkg) => pkg.packageSource === source).flatMap((pkg) =>
    pkg.versions.map((version) => ({
      name: pkg.name,
      version,
      hardwareIds: pkg.hardwareIds,
      targetFormat: pkg.targetFormat,
    })),
  );

/** SPEC §3's built-in sources (all but targets.json, the repository's own packages). */
export const BUILT_IN_SOURCES: readonly DemoSource[] = [
  'tdx-nightly',
  'tdx-monthly',
  'tdx-lts',
  'tdx-quarterly',
  'tdx-bootloader',
  'tdx-containers',
].map((name) => ({
  name,
  signedBy: 'toradex',
  trusts: 'toradex',
  paths: CHANNEL_PATHS[name] ?? ['torizon-os-*'],
  targets: [...catalogueTargets(name), ...(CHANNEL_ONLY[name] ?? [])],
}));

/** One source per SPEC §8 failure reason, so the console shows each error state. */
export const BROKEN_SOURCES: readonly DemoSource[] = [
  {
    // Signed with a key the delegation does not name: 'Could not verify trusted delegation'.
    name: 'acme-apps',
    friendlyName: 'ACME Applications',
    signedBy: 'acme-retired',
    trusts: 'acme',
    paths: ['acme-*'],
    targets: [
      {
        name: 'acme-telemetry',
        version: '1.0.0',
        hardwareIds: ['docker-compose'],
        targetFormat: 'BINARY',
      },
    ],
  },
  {
    // Properly signed, but its paths match none of its targets.
    name: 'acme-firmware',
    friendlyName: 'ACME Firmware',
    signedBy: 'acme',
    trusts: 'acme',
    paths: ['acme-firmware-*'],
    targets: [
      {
        name: 'acme-fw-sensor',
        version: '2.0.1',
        hardwareIds: ['acme-sensor-mcu'],
        targetFormat: 'BINARY',
      },
    ],
  },
  {
    // Nothing answers at its address (a loopback port nothing listens on; fetch refuses
    // the well-known ones like 9 outright): 'Unable to refresh this source'.
    name: 'acme-mirror',
    friendlyName: 'ACME Mirror',
    signedBy: 'acme',
    trusts: 'acme',
    paths: ['acme-*'],
    targets: [],
    remoteUri: 'http://127.0.0.1:2/acme-mirror/targets.json',
  },
];

/** The address of a source's file on the sandbox's origin, kept as a path (migration 131). */
export const sourcePathOf = (source: DemoSource): string =>
  source.remoteUri ?? `/public/delegations/${source.name}/${source.name}.json`;

const PUBLISHED_PATH = /^\/public\/delegations\/([^/]+)\/([^/]+)$/;

/** The delegation name and file of a path on the sandbox's origin, if it is one. */
export function publishedFileOf(
  path: string,
): { delegationName: string; file: string } | undefined {
  const match = PUBLISHED_PATH.exec(path);
  return match?.[1] && match[2] ? { delegationName: match[1], file: match[2] } : undefined;
}

/** A publisher's key, the same for the same `--seed`, kept in the database. */
export function publisherKey(
  stores: Stores,
  seed: number,
  publisher: DemoPublisher,
): Promise<SigningKey> {
  return stores.delegationSources.publisherKey(publisher, () =>
    signingKeyFromSeed(
      createHash('sha256').update(`fleet-sandbox:${seed}:publisher:${publisher}`).digest(),
    ),
  );
}

const DAY_MS = 86_400_000;
/** Published metadata is valid for a year and signed again when less than a month remains. */
const VALIDITY_MS = 365 * DAY_MS;
const RESIGN_BEFORE_MS = 30 * DAY_MS;

/**
 * Publishes the signed metadata file of every demo source served by the sandbox, with a file
 * on disk for each target. A file is written once, and signed again (next version) shortly
 * before it expires.
 */
export async function publishDemoSources(
  stores: Stores,
  config: Pick<SandboxConfig, 'seed'>,
  now: Date = new Date(),
): Promise<void> {
  const fileOf = demoFileWriter(stores, config.seed);
  for (const source of [...BUILT_IN_SOURCES, ...BROKEN_SOURCES]) {
    const published = publishedFileOf(sourcePathOf(source));
    if (!published) continue;
    const existing = await stores.delegationSources.findFile(
      published.delegationName,
      published.file,
    );
    const previous = existing
      ? (JSON.parse(existing.body) as { signed?: { version?: number; expires?: string } })
      : undefined;
    const expires = Date.parse(previous?.signed?.expires ?? '');
    if (existing && expires - now.getTime() > RESIGN_BEFORE_MS) continue;

    const targets: Record<string, unknown> = {};
    for (const [index, target] of source.targets.entries()) {
      const file = await fileOf(target.name, target.version);
      targets[`${target.name}-${target.version}`] = {
        hashes: { sha256: file.sha256 },
        length: file.size,
        custom: {
          name: target.name,
          version: target.version,
          hardwareIds: target.hardwareIds,
          targetFormat: target.targetFormat,
          createdAt: demoCreatedAt(now, config.seed, target.name, index, source.targets.length),
        },
      };
    }
    const signed = {
      _type: 'Targets',
      version: (previous?.signed?.version ?? 0) + 1,
      expires: new Date(now.getTime() + VALIDITY_MS).toISOString(),
      targets,
    };
    const key = await publisherKey(stores, config.seed, source.signedBy);
    await stores.delegationSources.publish(
      published.delegationName,
      published.file,
      JSON.stringify(signMetadata(signed, [key]), null, 2),
      now.toISOString(),
    );
  }
}
