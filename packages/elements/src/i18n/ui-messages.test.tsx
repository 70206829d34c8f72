import { catalogueDifferences, EN_US_MESSAGES, loadMessages } from '@fleet/sdk/domain';
import { assertDeepEqual, assertEqual } from '../testing/assert.js';
import { formatAnyMessage } from './format-message.js';
import { UI_MESSAGES_EN_US } from './every-ui-text.js';
import { loadUiLanguage, loadUiMessages, uiLanguageLoaded } from './ui-messages.js';

describe('the widgets’ texts in fr-CH (SPEC §2 languages)', () => {
  it('fr-CH covers every widget text with the same placeholders', async () => {
    const frCh = await loadUiMessages('fr-CH');
    assertDeepEqual(catalogueDifferences(UI_MESSAGES_EN_US, frCh), [], 'widgets');
  });

  it('fr-CH covers every domain text the widgets show, too', async () => {
    assertDeepEqual(
      catalogueDifferences(EN_US_MESSAGES, await loadMessages('fr-CH')),
      [],
      'domain',
    );
  });

  it('reads a widget text and a domain text in French once the language is loaded', async () => {
    await loadUiLanguage('fr-CH');
    assertEqual(uiLanguageLoaded('fr-CH'), true, 'loaded');
    assertEqual(
      formatAnyMessage('ui.pageRange', { first: 1, last: 25, total: 40 }, 'fr-CH'),
      '1–25 sur 40',
      'paging',
    );
    assertEqual(
      formatAnyMessage('ui.devices.confirmDelete', { count: 2 }, 'fr-CH'),
      'Supprimer les 2 appareils sélectionnés ? Cette action est irréversible.',
      'plural',
    );
    assertEqual(
      formatAnyMessage('validation.packagesRequired', {}, 'fr-CH'),
      'Choisissez au moins une version de paquet.',
      'domain',
    );
  });
});
