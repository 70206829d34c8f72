// The texts of the offline update screens (/lockboxes/...), under `console.lockboxes.`. Merged
// into the console catalogue by ../console-messages.ts; same rules as there.
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

export const LOCKBOXES_FR_CH: Record<keyof typeof LOCKBOXES_EN_US, string> = {
  'console.lockboxes.title': 'Mises à jour hors ligne',
  'console.lockboxes.create': 'Créer une mise à jour hors ligne',
  'console.lockboxes.search': 'Rechercher des mises à jour hors ligne',
  'console.lockboxes.table': 'Mises à jour hors ligne',
  'console.lockboxes.name': 'Nom',
  'console.lockboxes.packages': 'Paquets',
  'console.lockboxes.noPackages': 'Aucun paquet',
  'console.lockboxes.expiresAt': 'Expire le',
  'console.lockboxes.expired': 'Expirée',
  'console.lockboxes.version': 'Version',
  'console.lockboxes.actions': 'Actions',
  'console.lockboxes.none': 'Aucune mise à jour hors ligne pour l’instant.',
  'console.lockboxes.noneMatch': 'Aucune mise à jour hors ligne ne correspond à « {search} ».',
  'console.lockboxes.loadFailed':
    'Les mises à jour hors ligne n’ont pas pu être chargées : {reason}',
  'console.lockboxes.viewTitle': 'Mise à jour hors ligne {name}',
  'console.lockboxes.edit': 'Modifier',
  'console.lockboxes.openFailed':
    'La mise à jour hors ligne {name} n’a pas pu être ouverte : {reason}',
  'console.lockboxes.packageName': 'Paquet',
  'console.lockboxes.packageVersion': 'Version',
  'console.lockboxes.components': 'Composants cibles',
  'console.lockboxes.delete': 'Supprimer',
  'console.lockboxes.deleteNamed': 'Supprimer la mise à jour hors ligne {name}',
  'console.lockboxes.deleteTitle': 'Supprimer la mise à jour hors ligne {name} ?',
  'console.lockboxes.deleteMessage':
    'Elle ne peut plus servir à mettre à jour des appareils hors ligne.',
  'console.lockboxes.cancel': 'Annuler',
  'console.lockboxes.deleted': 'Mise à jour hors ligne {name} supprimée.',
  'console.lockboxes.deleteFailed':
    'La mise à jour hors ligne {name} n’a pas pu être supprimée : {reason}',
};
