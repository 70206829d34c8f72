// The texts of the offline update screens (/lockboxes/...), under `console.lockboxes.`;
// same rules as ../console-messages.ts. A module showing one imports this module, which adds
// them to the console catalogue when it loads: they come with the screens' code, not with the
// start.
import { addConsoleTexts } from '../console-messages';

export const LOCKBOXES_EN_US = {
  // The list (/lockboxes).
  'console.lockboxes.title': 'Offline Updates',
  'console.lockboxes.create': 'Create offline update',
  'console.lockboxes.search': 'Search offline updates',
  'console.lockboxes.table': 'Offline updates',
  'console.lockboxes.name': 'Name',
  'console.lockboxes.packages': 'Packages',
  'console.lockboxes.noPackages': 'No packages',
  'console.lockboxes.expiresAt': 'Expires',
  'console.lockboxes.expired': 'Expired',
  'console.lockboxes.version': 'Version',
  'console.lockboxes.actions': 'Actions',
  'console.lockboxes.none': 'No offline updates yet.',
  'console.lockboxes.noneMatch': 'No offline updates match “{search}”.',
  'console.lockboxes.loadFailed': 'The offline updates could not be loaded: {reason}',

  // One offline update (/lockboxes/{name}).
  'console.lockboxes.viewTitle': 'Offline update {name}',
  'console.lockboxes.edit': 'Edit',
  'console.lockboxes.openFailed': 'The offline update {name} could not be opened: {reason}',
  'console.lockboxes.packageName': 'Package',
  'console.lockboxes.packageVersion': 'Version',
  'console.lockboxes.components': 'Target components',

  // Deleting one (list and its page).
  'console.lockboxes.delete': 'Delete',
  'console.lockboxes.deleteNamed': 'Delete offline update {name}',
  'console.lockboxes.deleteTitle': 'Delete the offline update {name}?',
  'console.lockboxes.deleteMessage': 'It can no longer be used to update devices offline.',
  'console.lockboxes.cancel': 'Cancel',
  'console.lockboxes.deleted': 'Offline update {name} deleted.',
  'console.lockboxes.deleteFailed': 'The offline update {name} could not be deleted: {reason}',
} as const;

addConsoleTexts(LOCKBOXES_EN_US, {
  'fr-CH': () => import('./fr-CH/lockboxes').then((module) => module.LOCKBOXES_FR_CH),
});
