// The texts of the routes themselves: breadcrumb labels (SPEC §2) and the tabs of the tabbed
// screens, under `console.crumbs.` and `console.tabs.`. Merged into the console catalogue by
// ../console-messages.ts; same rules as there.
export const ROUTES_EN_US = {
  // Breadcrumbs (routing/areas).
  'console.crumbs.dashboard': 'Dashboard',
  'console.crumbs.devices': 'Devices',
  'console.crumbs.pair': 'Pair',
  'console.crumbs.update': 'Update',
  'console.crumbs.modify': 'Modify',
  'console.crumbs.create': 'Create',
  'console.crumbs.edit': 'Edit',
  'console.crumbs.fleets': 'Fleets',
  'console.crumbs.packages': 'Packages',
  'console.crumbs.upload': 'Upload',
  'console.crumbs.packageSources': 'Package sources',
  'console.crumbs.install': 'Install',
  'console.crumbs.content': 'Content',
  'console.crumbs.sbom': 'SBOM',
  'console.crumbs.compatibilities': 'Compatibilities',
  'console.crumbs.lockboxes': 'Offline Updates',
  'console.crumbs.rollouts': 'Rollouts',
  'console.crumbs.remoteAccess': 'Remote Access',
  'console.crumbs.account': 'Account',

  // Tabs (routing/tabs.ts): a device, a fleet, installing, package sources, account, remote access.
  'console.tabs.installedPackages': 'Installed packages',
  'console.tabs.updateHistory': 'Update history',
  'console.tabs.liveEvents': 'Live update events',
  'console.tabs.remoteAccess': 'Remote access',
  'console.tabs.overview': 'Overview',
  'console.tabs.devices': 'Devices',
  'console.tabs.fleets': 'Fleets',
  'console.tabs.sourceList': 'List',
  'console.tabs.addSource': 'Add a source',
  'console.tabs.information': 'Information',
  'console.tabs.preferences': 'Preferences',
  'console.tabs.apiClients': 'API clients',
  'console.tabs.keys': 'Keys',
  'console.tabs.repositoryUsers': 'Repository users',
  'console.tabs.sessions': 'Sessions',
  'console.tabs.acceptList': 'Accept list',
};
