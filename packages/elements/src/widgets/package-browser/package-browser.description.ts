// <fleet-package-browser>: the package names of the repository by type, component and source,
// the package filters of SPEC §9, and the versions of a chosen package with how many devices
// run each. Plain data (loads in Node): the manifest and the element wrapper both read it.
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import type { ElementDescription } from '../../elements/element-description.js';
import type { PackageBrowserElementProps } from './PackageBrowserElement.js';

export const packageBrowserElement: ElementDescription<PackageBrowserElementProps> = {
  tagName: 'fleet-package-browser',
  className: 'FleetPackageBrowser',
  summary:
    'The package list: package names with their type, component and ' +
    'source, the package filters, search and paging (20 per page), and the versions of a ' +
    'chosen package (50 per page, newest first) with how many devices run each. It only ' +
    'reads (packages `read`), so it has no action to mark not permitted.',
  attributes: {
    ...CONNECTION_ATTRIBUTES,
    filter: {
      type: 'string',
      description:
        "A package filter id: 'myDevicePackages', 'knownCves' (only with the cve-management " +
        "feature), 'allOs', 'allApplications', 'allBootloaders' or 'allSubsystems'. None: all " +
        'packages.',
    },
    search: { type: 'string', description: 'Shows only package names containing this text.' },
    component: {
      type: 'string',
      description: "Shows only packages for this hardware id, e.g. 'verdin-imx8mp'.",
    },
    type: {
      type: 'string',
      description:
        "Shows only packages of this type: 'os', 'application', 'bootloader' or 'subsystem'.",
    },
    source: {
      type: 'string',
      description: "Shows only packages from this source id, e.g. 'targets.json' or 'tdx-lts'.",
    },
    hideVersions: {
      type: 'boolean',
      description:
        'While present, opening a package shows no versions panel: the host shows them ' +
        'itself, e.g. on a page of its own, from the fleet-package-selected event.',
    },
    featureFlags: {
      type: 'json',
      valueType: 'Record<string, boolean>',
      description:
        'Feature flag overrides, e.g. {"cve-management": false} hides the "Packages with ' +
        'known CVEs" filter (on by default). Ignored when the features property is set.',
    },
  },
  properties: {
    ...CONNECTION_PROPERTIES,
    features: {
      type: '{ isEnabled(id: string): boolean }',
      description: 'Which features are on, e.g. the SDK feature flags store.',
    },
  },
  events: {
    onPackageSelected: {
      name: 'fleet-package-selected',
      detail:
        '{ packageName: string; packageType: PackageType; hardwareIds: string[]; sources: string[] }',
      description:
        'The user opened a package; its versions are shown (unless hide-versions is set).',
    },
    onVersionSelected: {
      name: 'fleet-version-selected',
      detail: '{ packageId: string; name: string; version: string; installedCount: number }',
      description: 'The user chose a version of the open package.',
    },
    onFilterChanged: {
      name: 'fleet-filter-changed',
      detail: '{ filter?: string; search?: string; type?: PackageType; component?: string }',
      description: 'The user changed the filter, the search, the type or the component.',
    },
  },
  parts: {
    toolbar: 'The filter, type, component and search controls.',
    'table-frame':
      'The frame each table scrolls in sideways (its first column stays in view); under 561 px wide, its rows show as cards of labelled fields.',
    table: 'Each table (package names, versions).',
    row: 'Each table row.',
    pagination: 'Each paging bar.',
    versions: 'The versions panel of the open package.',
    'empty-state': 'What a list shows when nothing matches.',
    error: 'The message shown when the list cannot be loaded.',
  },
};
