// The tabs of SPEC §2's tabbed screens, with the right (SPEC §6) or feature each needs.
// An unknown tab is an unknown address: not found.
import type { FeatureId, RestrictedRoute } from '@fleet/sdk/domain';
import type { ConsoleMessageId } from '../i18n/console-messages';
import type { CrumbText } from './route-handle';

export interface TabSpec {
  /** The tab's text in the console catalogue. */
  label: ConsoleMessageId;
  restricted?: RestrictedRoute;
  feature?: FeatureId;
}

export type TabSet = Readonly<Record<string, TabSpec>>;

export const DEVICE_TABS: TabSet = {
  packages: { label: 'console.tabs.installedPackages' },
  updates: { label: 'console.tabs.updateHistory' },
  events: { label: 'console.tabs.liveEvents' },
  'remote-access': { label: 'console.tabs.remoteAccess', restricted: 'devices:remote-access' },
};

export const FLEET_TABS: TabSet = {
  overview: { label: 'console.tabs.overview' },
  'remote-access': { label: 'console.tabs.remoteAccess', restricted: 'fleets:remote-access' },
};

export const INSTALL_TABS: TabSet = {
  devices: { label: 'console.tabs.devices' },
  fleets: { label: 'console.tabs.fleets' },
};

export const PACKAGE_SOURCE_VIEWS: TabSet = {
  list: { label: 'console.tabs.sourceList' },
  create: { label: 'console.tabs.addSource' },
};

export const ACCOUNT_TABS: TabSet = {
  information: { label: 'console.tabs.information' },
  preferences: { label: 'console.tabs.preferences' },
  'api-clients': { label: 'console.tabs.apiClients' },
  keys: { label: 'console.tabs.keys' },
  // Needs repositories:manageUsers; the screen marks its actions (ROUTE_RIGHTS has no entry).
  repository: { label: 'console.tabs.repositoryUsers' },
};

export const REMOTE_ACCESS_TABS: TabSet = {
  sessions: { label: 'console.tabs.sessions', restricted: 'remote-access:sessions' },
  keys: { label: 'console.tabs.keys', restricted: 'remote-access:keys' },
  'accept-list': { label: 'console.tabs.acceptList', restricted: 'remote-access:accept-list' },
};

/**
 * A tab's crumb: its catalogue text, or for an unknown tab the address's own word (the value of
 * the path parameter `param`).
 */
export function tabLabel(tabs: TabSet, tab: string | undefined, param = 'tab'): CrumbText {
  const known = tab !== undefined && Object.hasOwn(tabs, tab) ? tabs[tab]?.label : undefined;
  return known ?? `{${param}}`;
}
