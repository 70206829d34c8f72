import type { SbomDocument } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { sbomComponents, sbomVulnerabilityCount } from './sbom-components';

const sbom = (extra: Partial<SbomDocument>): SbomDocument => ({
  bomFormat: 'CycloneDX',
  specVersion: '1.5',
  ...extra,
});

describe('the SBOM as a user reads it', () => {
  it('lists components with their name, version and type', () => {
    const document = sbom({
      components: [
        { 'bom-ref': 'pkg:openssl', name: 'openssl', version: '3.0.13', type: 'library' },
        { name: 'busybox', version: 42 },
      ],
    });
    expect(sbomComponents(document)).toEqual([
      { key: 'pkg:openssl', name: 'openssl', version: '3.0.13', type: 'library' },
      { key: '1', name: 'busybox', version: '', type: '' },
    ]);
  });

  it('has no components or vulnerabilities when it lists none', () => {
    expect(sbomComponents(sbom({}))).toEqual([]);
    expect(sbomVulnerabilityCount(sbom({}))).toBe(0);
    expect(
      sbomVulnerabilityCount(sbom({ vulnerabilities: [{ id: 'CVE-1' }, { id: 'CVE-2' }] })),
    ).toBe(2);
  });
});
