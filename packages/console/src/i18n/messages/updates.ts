// The texts shared by the update screens (device, selected devices, fleet), under
// `console.updates.`. Merged into the console catalogue by ../console-messages.ts.
export const UPDATES_EN_US = {
  'console.updates.addPackage': 'Add a package version',
  'console.updates.searchPackages': 'Type a package name',
  'console.updates.searchFailed': 'Packages could not be searched: {reason}',
  'console.updates.noPackages': 'No package version chosen yet.',
  'console.updates.chosenPackages': 'Package versions to install',
  'console.updates.removePackage': 'Remove {name} from the versions to install',
  'console.updates.remove': 'Remove',
  'console.updates.compatibleWith': 'For {hardwareIds}',
} as const;
