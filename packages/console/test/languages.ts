// Unit tests format texts in fr-CH as the console does once that language is chosen: its
// catalogues (the console's, with every area's texts, and the SDK's), modules downloaded on
// demand, are loaded first.
import { loadMessages } from '@fleet/sdk/domain';
import { loadConsoleMessages } from '../src/i18n/console-messages';

// Each area's module adds its texts when it loads (a screen imports it).
import.meta.glob('../src/i18n/messages/*.ts', { eager: true });

await Promise.all([loadConsoleMessages('fr-CH'), loadMessages('fr-CH')]);
