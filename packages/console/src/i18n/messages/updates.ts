// The texts of the update screens (device, selected devices, fleet), under `console.updates.`;
// same rules as ../console-messages.ts. A module showing one imports this module, which adds
// them to the console catalogue when it loads: they come with the screens' code, not with the
// start.
import { addConsoleTexts } from '../console-messages';

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

addConsoleTexts(UPDATES_EN_US, {
  'fr-CH': () => import('./fr-CH/updates').then((module) => module.UPDATES_FR_CH),
});
