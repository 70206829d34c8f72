// How a console component gets its texts: `const t = useConsoleText()`, then
// `t('console.nav.devices')` for the console catalogue or `t('deviceLimit.title')` for SPEC's
// texts in the SDK catalogue, both in the language the console shows now.
import { useSignalValue } from '@fleet/elements';
import type { MessageParams } from '@fleet/sdk/domain';
import { useCallback } from 'react';
import { consoleLocale, consoleTextsRevision } from './console-locale';
import { consoleText, type ConsoleTextId } from './console-text';

export type ConsoleText = (id: ConsoleTextId, params?: MessageParams) => string;

export function useConsoleText(): ConsoleText {
  const locale = useSignalValue(consoleLocale);
  // A new function when an area's texts arrive in this language, so the component shows them.
  const revision = useSignalValue(consoleTextsRevision);
  return useCallback<ConsoleText>(
    (id, params) => consoleText(id, params, locale),
    [locale, revision],
  );
}

/** The language the console shows now, e.g. for Intl formatters. */
export function useConsoleLocale(): string {
  return useSignalValue(consoleLocale);
}
