// fr-CH of ../updates.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../updates.ts adds them).
import type { UPDATES_EN_US } from '../updates';

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
