// <fleet-package-browser>: the package names of the repository by type, component and source,
// the package filters of SPEC §9, and the versions of a chosen package with how many devices
// run each. Plain data (loads in Node) for the manifest, the typings and the embedding guide;
// the element wrapper reads only the wiring (package-browser.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { packageBrowserWiring } from './package-browser.element.js';
import type { PackageBrowserElementProps } from './PackageBrowserElement.js';

export const packageBrowserElement: ElementDescription<PackageBrowserElementProps> =
  describeElement(packageBrowserWiring, {
    className: 'FleetPackageBrowser',
    summary:
      'The package list: package names with their type, component and ' +
      'source, the package filters, search and paging (20 per page), and the versions of a ' +
      'chosen package (50 per page, newest first) with how many devices run each. It only ' +
      'reads (packages `read`), so it has no action to mark not permitted.',
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      filter: {
        description:
          "A package filter id: 'myDevicePackages', 'knownCves' (only with the cve-management " +
          "feature), 'allOs', 'allApplications', 'allBootloaders' or 'allSubsystems'. None: all " +
          'packages.',
      },
      search: { description: 'Shows only package names containing this text.' },
      component: {
        description: "Shows only packages for this hardware id, e.g. 'verdin-imx8mp'.",
      },
      type: {
        description:
          "Shows only packages of this type: 'os', 'application', 'bootloader' or 'subsystem'.",
      },
      source: {
        description: "Shows only packages from this source id, e.g. 'targets.json' or 'tdx-lts'.",
      },
      hideVersions: {
        description:
          'While present, opening a package shows no versions panel: the host shows them ' +
          'itself, e.g. on a page of its own, from the fleet-package-selected event.',
      },
      featureFlags: {
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
        detail:
          '{ packageName: string; packageType: PackageType; hardwareIds: string[]; sources: string[] }',
        description:
          'The user opened a package; its versions are shown (unless hide-versions is set).',
      },
      onVersionSelected: {
        detail: '{ packageId: string; name: string; version: string; installedCount: number }',
        description: 'The user chose a version of the open package.',
      },
      onFilterChanged: {
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
  });
