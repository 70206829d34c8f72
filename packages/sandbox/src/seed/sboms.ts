import { createHash } from 'node:crypto';
import type { components } from '@fleet/sdk';
import { packageTypeOf } from '@fleet/sdk/domain';
import { DEMO_CATALOGUE } from './catalogue.js';

type SbomVersion = components['schemas']['SbomVersion'];
type SbomDocument = components['schemas']['SbomDocument'];

/**
 * The software bills of materials the sandbox publishes at /public/sbom/: one CycloneDX
 * document per version of each operating system of the demo catalogue. They are built from
 * the tables below, so the same sandbox always publishes the same documents.
 */
interface OsRelease {
  publishedAt: string;
  /** Component name to version, as the OS image ships them. */
  components: Record<string, string>;
}

const RELEASES: Record<string, OsRelease> = {
  '6': {
    publishedAt: '2025-01-15T00:00:00Z',
    components: {
      linux: '6.1.112',
      glibc: '2.35',
      openssl: '3.0.15',
      systemd: '250.5',
      busybox: '1.35.0',
      ostree: '2022.5',
      'docker-ce': '25.0.3',
      aktualizr: '2020.10',
    },
  },
  '7.0': {
    publishedAt: '2025-03-20T00:00:00Z',
    components: {
      linux: '6.6.54',
      glibc: '2.39',
      openssl: '3.2.3',
      systemd: '255.4',
      busybox: '1.36.1',
      ostree: '2024.4',
      'docker-ce': '27.3.1',
      aktualizr: '2020.10',
    },
  },
  '7.1': {
    publishedAt: '2025-06-10T00:00:00Z',
    components: {
      linux: '6.6.84',
      glibc: '2.39',
      openssl: '3.2.4',
      systemd: '255.17',
      busybox: '1.36.1',
      ostree: '2024.4',
      'docker-ce': '27.5.1',
      aktualizr: '2020.10',
    },
  },
};

const LICENSES: Record<string, string> = {
  linux: 'GPL-2.0-only',
  glibc: 'LGPL-2.1-or-later',
  openssl: 'Apache-2.0',
  systemd: 'LGPL-2.1-or-later',
  busybox: 'GPL-2.0-only',
  ostree: 'LGPL-2.0-or-later',
  'docker-ce': 'Apache-2.0',
  aktualizr: 'MPL-2.0',
};

const releaseOf = (version: string): OsRelease =>
  RELEASES[version.split('.').slice(0, 2).join('.')] ??
  RELEASES[version.split('.')[0] ?? ''] ??
  (RELEASES['7.1'] as OsRelease);

const sbomIdOf = (name: string, version: string): string => `${name}-${version}.json`;

/** A UUID that follows from the text, so a document's serial number never changes. */
function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const OS_VERSIONS = DEMO_CATALOGUE.filter(
  (pkg) => pkg.hardwareIds[0] !== undefined && packageTypeOf(pkg.hardwareIds[0]) === 'os',
).flatMap((pkg) => pkg.versions.map((version) => ({ name: pkg.name, version })));

/** The SBOM index (openapi/schemas/public.yaml#/SbomIndex). */
export const SBOM_INDEX: readonly SbomVersion[] = OS_VERSIONS.map(({ name, version }) => ({
  sbomId: sbomIdOf(name, version),
  name,
  version,
  publishedAt: releaseOf(version).publishedAt,
}));

const PUBLISHED = new Map(SBOM_INDEX.map((entry) => [entry.sbomId, entry]));

/** The address of a package version's SBOM, when one is published. */
export function sbomUrlOf(name: string, version: string): string | undefined {
  const sbomId = sbomIdOf(name, version);
  return PUBLISHED.has(sbomId) ? `/public/sbom/${encodeURIComponent(sbomId)}` : undefined;
}

/** A published SBOM as a CycloneDX 1.5 document; undefined for an unknown id. */
export function sbomDocument(sbomId: string): SbomDocument | undefined {
  const entry = PUBLISHED.get(sbomId);
  if (!entry) return undefined;
  const release = releaseOf(entry.version);
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${stableUuid(sbomId)}`,
    version: 1,
    metadata: {
      timestamp: release.publishedAt,
      tools: { components: [{ type: 'application', name: 'fleet-sandbox' }] },
      component: {
        type: 'operating-system',
        'bom-ref': `${entry.name}@${entry.version}`,
        name: entry.name,
        version: entry.version,
      },
    },
    components: Object.entries(release.components).map(([name, version]) => ({
      type: name === 'linux' ? 'operating-system' : 'library',
      'bom-ref': `${name}@${version}`,
      name,
      version,
      purl: `pkg:generic/${name}@${version}`,
      licenses: [{ license: { id: LICENSES[name] ?? 'NOASSERTION' } }],
    })),
  };
}
