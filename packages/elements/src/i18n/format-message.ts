// One way for every component to turn a message id into text in the current locale: domain
// texts come from the SDK catalogue (the areas the loaded modules registered), widget chrome
// from ui-messages.ts.
import { createContext, useCallback, useContext } from 'react';
import { formatRegisteredMessage, type MessageId, type MessageParams } from '@fleet/sdk/domain';
import { formatUiMessage, isUiMessageId, type UiMessageId } from './ui-messages.js';

export type AnyMessageId = MessageId | UiMessageId;
export type FormatMessage = (id: AnyMessageId, params?: MessageParams) => string;

/** The locale tag components format texts in (undefined: en-US). */
export const LocaleContext = createContext<string | undefined>(undefined);

export function formatAnyMessage(
  id: AnyMessageId,
  params: MessageParams = {},
  locale?: string,
): string {
  return isUiMessageId(id)
    ? formatUiMessage(id, params, locale)
    : formatRegisteredMessage(id, params, locale);
}

export function useFormatMessage(): FormatMessage {
  const locale = useContext(LocaleContext);
  return useCallback<FormatMessage>((id, params) => formatAnyMessage(id, params, locale), [locale]);
}
