// fr-CH of ../preferences.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../preferences.ts adds them).
import type { PREFERENCES_EN_US } from '../preferences';

export const PREFERENCES_FR_CH: Record<keyof typeof PREFERENCES_EN_US, string> = {
  'console.preferences.title': 'Préférences',
  'console.preferences.appearance': 'Apparence',
  'console.preferences.theme': 'Thème',
  'console.preferences.theme.auto': 'Comme le système',
  'console.preferences.theme.light': 'Clair',
  'console.preferences.theme.dark': 'Sombre',
  'console.preferences.language': 'Langue',
  'console.preferences.language.auto': 'Comme le navigateur ({language})',
  'console.preferences.language.en-US': 'English (United States)',
  'console.preferences.language.fr-CH': 'Français (Suisse)',
  'console.preferences.datetimeFormat': 'Format de la date et de l’heure',
  'console.preferences.datetimeFormat.auto': 'Automatique',
  'console.preferences.datetimeFormat.relative': 'Relatif (il y a 5 minutes)',
  'console.preferences.datetimeFormat.absolute': 'Date et heure',
  'console.preferences.datetimeExample': 'Exemple : {example}',
  'console.preferences.features': 'Fonctionnalités',
  'console.preferences.beta': 'Fonctionnalités bêta',
  'console.preferences.betaHint': 'Essayez des fonctionnalités encore en cours de finition.',
  'console.preferences.betaAlwaysOn':
    'En tant qu’administrateur, vous voyez toujours les fonctionnalités bêta.',
  'console.preferences.featureFlags': 'Options de fonctionnalités',
  'console.preferences.featureFlagsHint':
    'Activez ou désactivez une fonctionnalité pour votre compte, ou laissez-la par défaut.',
  'console.preferences.flag.default': 'Par défaut ({state})',
  'console.preferences.flag.on': 'Activé',
  'console.preferences.flag.off': 'Désactivé',
  'console.preferences.flag.status': 'État : {status}',
  'console.preferences.saving': 'Enregistrement…',
  'console.preferences.saved': 'Enregistré',
  'console.preferences.saveFailed':
    'Vos préférences n’ont pas encore pu être enregistrées : {reason}',
  'console.preferences.loadFailed': 'Vos préférences n’ont pas pu être chargées : {reason}',
};
