import { CHART_TEXTS } from '../primitives/bar-chart/chart-texts.js';
import { assertDeepEqual, assertEqual } from '../testing/assert.js';
import { DEVICE_TABLE_TEXTS } from '../widgets/device-table/device-table-texts.js';
import { LOCKBOX_EDITOR_TEXTS } from '../widgets/lockbox-editor/lockbox-editor-texts.js';
import { PACKAGE_BROWSER_TEXTS } from '../widgets/package-browser/package-browser-texts.js';
import { ROLLOUT_PROGRESS_TEXTS } from '../widgets/rollout-progress/rollout-progress-texts.js';
import { SESSION_LIST_TEXTS } from '../widgets/session-list/session-list-texts.js';
import { COMMON_UI_TEXTS, formatUiMessage, registerUiTexts } from './ui-messages.js';

describe('the widgets’ en-US texts, each widget’s with its code', () => {
  it('a widget’s text shows once a module showing it has registered its texts', () => {
    let failure: unknown;
    try {
      formatUiMessage('ui.devices.label');
    } catch (error) {
      failure = error;
    }
    assertEqual(
      failure instanceof Error && failure.message.includes('ui.devices.label'),
      true,
      'an unregistered text names its id instead of showing nothing',
    );
    registerUiTexts(DEVICE_TABLE_TEXTS);
    assertEqual(formatUiMessage('ui.devices.label'), 'Devices', 'registered');
    assertEqual(formatUiMessage('ui.pagination'), 'Pagination', 'common texts are always there');
  });

  it('every text id belongs to one part only', () => {
    const parts = [
      COMMON_UI_TEXTS,
      CHART_TEXTS,
      DEVICE_TABLE_TEXTS,
      LOCKBOX_EDITOR_TEXTS,
      PACKAGE_BROWSER_TEXTS,
      ROLLOUT_PROGRESS_TEXTS,
      SESSION_LIST_TEXTS,
    ];
    const ids = parts.flatMap((part) => Object.keys(part));
    assertDeepEqual(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      [],
      'ids in two parts',
    );
  });
});
