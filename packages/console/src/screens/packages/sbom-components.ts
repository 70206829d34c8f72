// The parts of a CycloneDX SBOM a user reads: its components (name, version, type) and how
// many vulnerabilities it lists. The document's other fields are free-form and ignored.
import type { SbomDocument } from '@fleet/sdk';

export interface SbomComponent {
  key: string;
  name: string;
  version: string;
  type: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function sbomComponents(document: SbomDocument): SbomComponent[] {
  return (document.components ?? []).map((component, index) => ({
    key: text(component['bom-ref']) || `${index}`,
    name: text(component.name),
    version: text(component.version),
    type: text(component.type),
  }));
}

export function sbomVulnerabilityCount(document: SbomDocument): number {
  const listed = document.vulnerabilities;
  return Array.isArray(listed) ? listed.length : 0;
}
