// fr-CH of ../lockboxes.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../lockboxes.ts adds them).
import type { LOCKBOXES_EN_US } from '../lockboxes';

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
