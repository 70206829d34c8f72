// What a failure says to the user, in the console's language: an SDK validation error by its
// message id (SPEC §5's texts, and the SDK's sentences for fields a person fills in), the
// server's message of an API error otherwise.
import { FleetValidationError, type MessageId } from '@fleet/sdk/domain';
import { consoleLocale } from '../../i18n/console-locale';
import { consoleText, type ConsoleTextId } from '../../i18n/console-text';

// SPEC §5 quotes these for SDK callers; a person at a form reads a sentence instead.
const CONSOLE_WORDS: Partial<Record<MessageId, ConsoleTextId>> = {
  'required.fleetName': 'console.validation.fleetName',
};

export function errorText(error: unknown, locale: string = consoleLocale.peek()): string {
  if (error instanceof FleetValidationError)
    return consoleText(CONSOLE_WORDS[error.messageId] ?? error.messageId, error.params, locale);
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return String(error);
}
