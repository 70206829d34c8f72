// Tests format texts in fr-CH as a page does once that language is chosen: its catalogue,
// a module downloaded on demand (messages.ts loadMessages), is loaded before they run.
// language-catalogues.test.ts covers the time before a language has loaded.
import { loadMessages } from '../../src/domain/messages.js';

await loadMessages('fr-CH');
