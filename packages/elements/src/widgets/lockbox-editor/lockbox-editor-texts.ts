// The lockbox editor: en-US texts of the widgets' catalogue (i18n/ui-messages.ts), kept with the
// code that shows them so that a page loading another widget does not download them. Each
// module that shows one registers them (registerUiTexts); fr-CH has them in
// i18n/ui-messages-fr-ch.ts, loaded with the language.
export const LOCKBOX_EDITOR_TEXTS = {
  'ui.lockbox.createTitle': 'New offline update',
  'ui.lockbox.editTitle': 'Edit offline update {name}',
  'ui.lockbox.name': 'Name',
  'ui.lockbox.nameFixed': 'The name of a saved offline update cannot change.',
  'ui.lockbox.packages': 'Packages',
  'ui.lockbox.addPackage': 'Add a package',
  'ui.lockbox.searchPackages': 'Type to search packages',
  'ui.lockbox.noPackages': 'No packages chosen yet.',
  'ui.lockbox.removePackage': 'Remove {packageId}',
  'ui.lockbox.remove': 'Remove',
  'ui.lockbox.expiresAt': 'Expires at',
  'ui.lockbox.save': 'Save',
  'ui.lockbox.replaceTitle': 'Replace offline update',
  'ui.lockbox.replaceMessage':
    'An offline update named "{name}" already exists. Replace its packages and expiry?',
  'ui.lockbox.replace': 'Replace',
  'ui.lockbox.saved': 'Offline update "{name}" saved.',
  'ui.lockbox.loadFailed': 'The offline update could not be loaded: {reason}',
  'ui.lockbox.saveFailed': 'The offline update could not be saved: {reason}',
  'ui.lockbox.searchFailed': 'Packages could not be searched: {reason}',
} as const;
