import { BUILT_IN_PACKAGE_SOURCES, isBuiltInPackageSource } from '@fleet/sdk/domain';
import type { SandboxConfig } from '../config.js';
import { verifyDelegationMetadata } from '../delegations/metadata.js';
import { DelegationSourceError } from '../delegations/source-errors.js';
import type { Stores } from '../store/index.js';
import { publicPartOf, type SigningKey } from '../tuf/keys.js';
import {
  BROKEN_SOURCES,
  BUILT_IN_SOURCES,
  publishDemoSources,
  publishedFileOf,
  publisherKey,
  sourcePathOf,
  type DemoPublisher,
  type DemoSource,
} from './delegation-sources.js';
import { demoPackageRepositories, devRepositories } from './package-repositories.js';

/**
 * Takes a source's published metadata in as a refresh would, without HTTP (the server does
 * not listen yet while seeding): verified with the repository's trusted keys, its targets
 * become the source's packages, or the failure becomes the delegation's error.
 */
async function takeIn(
  stores: Stores,
  repositoryId: string,
  source: DemoSource,
  now: Date,
): Promise<void> {
  const delegation = await stores.delegations.find(repositoryId, source.name);
  if (!delegation) return;
  const uri = sourcePathOf(source);
  try {
    const published = publishedFileOf(uri);
    const file =
      published &&
      (await stores.delegationSources.findFile(published.delegationName, published.file));
    if (!file)
      throw new DelegationSourceError(
        'unreachable',
        `the address ${uri} could not be reached (ECONNREFUSED).`,
      );
    const keys = await stores.delegations.listKeys(repositoryId);
    const packages = verifyDelegationMetadata(delegation, keys, JSON.parse(file.body), {
      uri,
      now,
    });
    await stores.delegations.recordFetch(repositoryId, source.name, {
      fetchedAt: now.toISOString(),
      lastModified: file.lastModified,
      packages,
    });
  } catch (error) {
    if (!(error instanceof DelegationSourceError)) throw error;
    await stores.delegations.recordError(repositoryId, source.name, error.summary);
  }
}

/**
 * Gives each demo repository the built-in package sources (SPEC §3), trusting Toradex's and
 * ACME's keys, with their targets as packages; dev's repositories also get one broken source
 * per SPEC §8 failure reason. The sources' files are published first. Once per repository.
 */
export async function seedDelegations(
  stores: Stores,
  config: Pick<SandboxConfig, 'seed'>,
  now: Date = new Date(),
): Promise<void> {
  await publishDemoSources(stores, config, now);
  const keys: Record<DemoPublisher, SigningKey> = {
    toradex: await publisherKey(stores, config.seed, 'toradex'),
    acme: await publisherKey(stores, config.seed, 'acme'),
    'acme-retired': await publisherKey(stores, config.seed, 'acme-retired'),
  };
  const dev = new Set((await devRepositories(stores)).map(({ id }) => id));

  for (const repository of await demoPackageRepositories(stores)) {
    if (await stores.packages.isDemoSeeded(repository.id, 'delegations')) continue;
    await stores.delegations.addKeys(repository.id, [
      publicPartOf(keys.toradex),
      publicPartOf(keys.acme),
    ]);
    const sources = dev.has(repository.id)
      ? [...BUILT_IN_SOURCES, ...BROKEN_SOURCES]
      : BUILT_IN_SOURCES;
    for (const source of sources) {
      const added = await stores.delegations.addWithInfo(
        repository.id,
        {
          name: source.name,
          keyids: [keys[source.trusts].keyid],
          paths: source.paths,
          threshold: 1,
        },
        {
          friendlyName:
            source.friendlyName ??
            (isBuiltInPackageSource(source.name) ? BUILT_IN_PACKAGE_SOURCES[source.name] : null),
          remoteUri: sourcePathOf(source),
        },
      );
      if (added) await takeIn(stores, repository.id, source, now);
    }
    await stores.packages.markDemoSeeded(repository.id, 'delegations');
  }
}
