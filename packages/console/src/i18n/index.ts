// The console's texts and language (see console-messages.ts for how to add a text).
export {
  CONSOLE_MESSAGES_EN_US,
  formatConsoleMessage,
  isConsoleMessageId,
  type ConsoleMessageId,
} from './console-messages';
export { applyLocale, consoleLocale, loadLanguage } from './console-locale';
export { consoleText, type ConsoleTextId } from './console-text';
export { useConsoleLocale, useConsoleText, type ConsoleText } from './use-console-text';
export { formatDateTime, type DateTimeOptions, type DateTimeStyle } from './date-time';
