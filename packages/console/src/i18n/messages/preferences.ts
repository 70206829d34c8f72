// The texts of the preferences screen (/account/preferences, SPEC §2, §3 Preferences), under `console.preferences.`; same rules as ../console-messages.ts. A module
// showing one imports this module, which adds them to the console catalogue when it loads:
// they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const PREFERENCES_EN_US = {
  'console.preferences.title': 'Preferences',
  'console.preferences.appearance': 'Appearance',
  'console.preferences.theme': 'Theme',
  'console.preferences.theme.auto': 'Same as the system',
  'console.preferences.theme.light': 'Light',
  'console.preferences.theme.dark': 'Dark',
  'console.preferences.language': 'Language',
  'console.preferences.language.auto': 'Same as the browser ({language})',
  'console.preferences.language.en-US': 'English (United States)',
  'console.preferences.language.fr-CH': 'Français (Suisse)',
  'console.preferences.datetimeFormat': 'Date and time format',
  'console.preferences.datetimeFormat.auto': 'Automatic',
  'console.preferences.datetimeFormat.relative': 'Relative (5 minutes ago)',
  'console.preferences.datetimeFormat.absolute': 'Date and time',
  'console.preferences.datetimeExample': 'Example: {example}',
  'console.preferences.features': 'Features',
  'console.preferences.beta': 'Beta features',
  'console.preferences.betaHint': 'Try features that are still being finished.',
  'console.preferences.betaAlwaysOn': 'As an administrator you always see beta features.',
  'console.preferences.featureFlags': 'Feature flags',
  'console.preferences.featureFlagsHint':
    'Switch a feature on or off for your account, or leave it at its default.',
  'console.preferences.flag.default': 'Default ({state})',
  'console.preferences.flag.on': 'On',
  'console.preferences.flag.off': 'Off',
  'console.preferences.flag.status': 'Status: {status}',
  'console.preferences.saving': 'Saving…',
  'console.preferences.saved': 'Saved',
  'console.preferences.saveFailed': 'Your preferences could not be saved yet: {reason}',
  'console.preferences.loadFailed': 'Your preferences could not be loaded: {reason}',
} as const;

addConsoleTexts(PREFERENCES_EN_US, {
  'fr-CH': () => import('./fr-CH/preferences').then((module) => module.PREFERENCES_FR_CH),
});
