// The tabs of SPEC §2's tabbed screens, with the right (SPEC §6) or feature each needs.
// An unknown tab is an unknown address: not found.
import type { FeatureId, RestrictedRoute } from '@fleet/sdk/domain';

export interface TabSpec {
  label: string;
  restricted?: RestrictedRoute;
  feature?: FeatureId;
}

export type TabSet = Readonly<Record<string, TabSpec>>;

export const DEVICE_TABS: TabSet = {
  packages: { label: 'Installed packages' },
  updates: { label: 'Update history' },
  events: { label: 'Live update events' },
  'remote-access': { label: 'Remote access', restricted: 'devices:remote-access' },
};

export const FLEET_TABS: TabSet = {
  overview: { label: 'Overview' },
  'remote-access': { label: 'Remote access', restricted: 'fleets:remote-access' },
};

export const INSTALL_TABS: TabSet = {
  devices: { label: 'Devices' },
  fleets: { label: 'Fleets' },
};

export const PACKAGE_SOURCE_VIEWS: TabSet = {
  list: { label: 'List' },
  create: { label: 'Add a source' },
};

export const ACCOUNT_TABS: TabSet = {
  information: { label: 'Information' },
  preferences: { label: 'Preferences' },
  'api-clients': { label: 'API clients' },
  keys: { label: 'Keys' },
  // Needs repositories:manageUsers; the screen marks its actions (ROUTE_RIGHTS has no entry).
  repository: { label: 'Repository users' },
};

export const REMOTE_ACCESS_TABS: TabSet = {
  sessions: { label: 'Sessions', restricted: 'remote-access:sessions' },
  keys: { label: 'Keys', restricted: 'remote-access:keys' },
  'accept-list': { label: 'Accept list', restricted: 'remote-access:accept-list' },
};

export function tabLabel(tabs: TabSet, tab: string | undefined): string {
  return (
    (tab !== undefined && Object.hasOwn(tabs, tab) ? tabs[tab]?.label : undefined) ?? String(tab)
  );
}
