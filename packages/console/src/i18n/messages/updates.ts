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

export const UPDATES_FR_CH: Record<keyof typeof UPDATES_EN_US, string> = {
  'console.updates.addPackage': 'Ajouter une version de paquet',
  'console.updates.searchPackages': 'Saisissez un nom de paquet',
  'console.updates.searchFailed': 'Les paquets n’ont pas pu être recherchés : {reason}',
  'console.updates.noPackages': 'Aucune version de paquet choisie pour l’instant.',
  'console.updates.chosenPackages': 'Versions de paquets à installer',
  'console.updates.removePackage': 'Retirer {name} des versions à installer',
  'console.updates.remove': 'Retirer',
  'console.updates.compatibleWith': 'Pour {hardwareIds}',
};
