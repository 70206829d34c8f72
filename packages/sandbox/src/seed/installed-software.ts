import { createHash } from 'node:crypto';
import type { NewComponent, NewInstalledPackage } from '../store/installed-packages.js';
import { DEMO_CATALOGUE, type CataloguePackage } from './catalogue.js';
import { demoPackageFile } from './package-files.js';

/**
 * The sha256 and size of a catalogue package version: those of the file the packages seed
 * stores for it (seed/package-files.ts), so installed packages name real package files.
 */
export function catalogueImages(seed: number) {
  const images = new Map<string, { sha256: string; size: number }>();
  return (name: string, version: string): { sha256: string; size: number } => {
    const key = `${name}@${version}`;
    let image = images.get(key);
    if (!image) {
      const file = demoPackageFile(seed, name, version);
      image = { sha256: createHash('sha256').update(file).digest('hex'), size: file.length };
      images.set(key, image);
    }
    return image;
  };
}

/** Catalogue packages by the component (first hardware id) they install to. */
export function packagesByComponent(): Map<string, CataloguePackage[]> {
  const byComponent = new Map<string, CataloguePackage[]>();
  for (const item of DEMO_CATALOGUE) {
    const component = item.hardwareIds[0];
    if (component === undefined) continue;
    byComponent.set(component, [...(byComponent.get(component) ?? []), item]);
  }
  return byComponent;
}

/** A catalogue version as a device reports it installed, with its file's hash and size. */
export function installed(
  item: CataloguePackage,
  version: string,
  image: ReturnType<typeof catalogueImages>,
): NewInstalledPackage {
  const { sha256, size } = image(item.name, version);
  return {
    name: item.name,
    version,
    hashes: { sha256 },
    size,
    hardwareIds: [...item.hardwareIds],
    packageSource: item.packageSource,
  };
}

/** The OS release the device reports: the version installed on its primary component. */
export const tagOf = (components: readonly NewComponent[]): string | null =>
  components[0]?.installed?.version ?? null;
