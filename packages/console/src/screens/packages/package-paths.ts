// The addresses of the package screens (SPEC §2), with every parameter URL-encoded.
import { formatIdList } from '../parts/id-list-query';
import type { InstallTab } from './install-targets';

const e = encodeURIComponent;

export type VersionTab = 'content' | 'sbom' | 'compatibilities';

export const packagePaths = {
  list: '/packages',
  upload: '/packages/upload',
  versions: (name: string) => `/packages/${e(name)}`,
  version: (name: string, version: string, tab: VersionTab = 'content') =>
    `/packages/${e(name)}/${e(version)}/${tab}`,
  install: (name: string, version: string, tab: InstallTab = 'devices') =>
    `/packages/${e(name)}/${e(version)}/install/${tab}`,
  installUpdate: (name: string, version: string, tab: InstallTab, targets: readonly string[]) =>
    `/packages/${e(name)}/${e(version)}/install/${tab}/update?${formatIdList(tab, targets)}`,
  sources: (view: 'list' | 'create' = 'list') => `/packages/sources/${view}`,
  source: (name: string) => `/packages/sources/list/${e(name)}`,
};
