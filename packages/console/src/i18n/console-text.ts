// One function for both catalogues a console text can come from: the console's own
// (console-messages.ts) and the SDK's, which holds SPEC's quoted texts.
import { formatMessage, isMessageId, type MessageId, type MessageParams } from '@fleet/sdk/domain';
import {
  formatConsoleMessage,
  isConsoleMessageId,
  type ConsoleMessageId,
} from './console-messages';

export type ConsoleTextId = ConsoleMessageId | MessageId;

/** A text of either catalogue in `locale` (en-US by default and as fallback). */
export function consoleText(id: ConsoleTextId, params?: MessageParams, locale?: string): string {
  if (isConsoleMessageId(id)) return formatConsoleMessage(id, params, locale);
  if (isMessageId(id)) return formatMessage(id, params, locale);
  return id;
}
