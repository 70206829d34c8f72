// The package browser: en-US texts of the widgets' catalogue (i18n/ui-messages.ts), kept with the
// code that shows them so that a page loading another widget does not download them. Each
// module that shows one registers them (registerUiTexts); fr-CH has them in
// i18n/ui-messages-fr-ch.ts, loaded with the language.
export const PACKAGE_BROWSER_TEXTS = {
  'ui.packages.label': 'Packages',
  'ui.packages.filter': 'Package filter',
  'ui.packages.allPackages': 'All packages',
  'ui.packages.search': 'Search packages',
  'ui.packages.type': 'Type',
  'ui.packages.anyType': 'Any type',
  'ui.packages.component': 'Component',
  'ui.packages.anyComponent': 'Any component',
  'ui.packages.name': 'Name',
  'ui.packages.source': 'Source',
  'ui.packages.versions': 'Versions',
  'ui.packages.lastVersionAt': 'Last version',
  'ui.packages.versionsOf': 'Versions of {name}',
  'ui.packages.version': 'Version',
  'ui.packages.createdAt': 'Created',
  'ui.packages.size': 'Size',
  'ui.packages.installedOn': 'Installed on',
  'ui.packages.noPackages': 'No packages match the current filter.',
  'ui.packages.noVersions': 'This package has no versions.',
  'ui.packages.loadFailed': 'The packages could not be loaded.',
  'ui.packageType.os': 'OS',
  'ui.packageType.application': 'Application',
  'ui.packageType.bootloader': 'Bootloader',
  'ui.packageType.subsystem': 'Subsystem',
} as const;
