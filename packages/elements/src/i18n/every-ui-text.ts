// Every widget text at once, for code that formats texts of any widget without loading that
// widget (the console's screens, @fleet/elements' `useFormatMessage`) and for the test that
// compares en-US with fr-CH. A widget alone registers only its own (ui-messages.ts). The SDK's
// texts of every area come with them, for the same callers.
import { EN_US_MESSAGES, registerMessages } from '@fleet/sdk/domain';
import { CHART_TEXTS } from '../primitives/bar-chart/chart-texts.js';
import { DEVICE_TABLE_TEXTS } from '../widgets/device-table/device-table-texts.js';
import { LOCKBOX_EDITOR_TEXTS } from '../widgets/lockbox-editor/lockbox-editor-texts.js';
import { PACKAGE_BROWSER_TEXTS } from '../widgets/package-browser/package-browser-texts.js';
import { ROLLOUT_PROGRESS_TEXTS } from '../widgets/rollout-progress/rollout-progress-texts.js';
import { SESSION_LIST_TEXTS } from '../widgets/session-list/session-list-texts.js';
import {
  useFormatMessage as useWidgetFormatMessage,
  type FormatMessage,
} from './format-message.js';
import { COMMON_UI_TEXTS, registerUiTexts, type UiMessageId } from './ui-messages.js';

/** The complete en-US catalogue of the widgets. */
export const UI_MESSAGES_EN_US: Readonly<Record<UiMessageId, string>> = {
  ...COMMON_UI_TEXTS,
  ...CHART_TEXTS,
  ...DEVICE_TABLE_TEXTS,
  ...LOCKBOX_EDITOR_TEXTS,
  ...PACKAGE_BROWSER_TEXTS,
  ...ROLLOUT_PROGRESS_TEXTS,
  ...SESSION_LIST_TEXTS,
};

registerUiTexts(UI_MESSAGES_EN_US);
registerMessages(EN_US_MESSAGES);

/** Formats any widget's or domain text in the locale of the nearest FleetRoot. */
export function useFormatMessage(): FormatMessage {
  return useWidgetFormatMessage();
}
