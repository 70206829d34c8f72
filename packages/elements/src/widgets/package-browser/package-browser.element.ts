// <fleet-package-browser>'s wiring: what the element wrapper reads at run time (its documentation:
// package-browser.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { PackageBrowserElementProps } from './PackageBrowserElement.js';

export const packageBrowserWiring = {
  tagName: 'fleet-package-browser',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    filter: 'string',
    search: 'string',
    component: 'string',
    type: 'string',
    source: 'string',
    hideVersions: 'boolean',
    featureFlags: 'json',
  },
  properties: [...CONNECTION_PROPERTY_NAMES, 'features'],
  events: {
    onPackageSelected: 'fleet-package-selected',
    onVersionSelected: 'fleet-version-selected',
    onFilterChanged: 'fleet-filter-changed',
  },
} as const satisfies ElementWiring<PackageBrowserElementProps>;
