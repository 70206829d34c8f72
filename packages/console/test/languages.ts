// Unit tests format texts in fr-CH as the console does once that language is chosen: its
// catalogues (the console's and the SDK's), modules downloaded on demand, are loaded first.
import { loadMessages } from '@fleet/sdk/domain';
import { loadConsoleMessages } from '../src/i18n/console-messages';

await Promise.all([loadConsoleMessages('fr-CH'), loadMessages('fr-CH')]);
