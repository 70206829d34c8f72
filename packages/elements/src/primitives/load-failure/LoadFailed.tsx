// A widget's data that could not be loaded: why (see load-failure.ts), and "Try again" when
// trying again can help.
import type { UiMessageId } from '../../i18n/ui-messages.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../button/Button.js';
import { useLoadFailureText } from './load-failure.js';

export interface LoadFailedProps {
  error: Error;
  /** The message for other failures, with the failure's reason as `{reason}`. */
  message: UiMessageId;
  onRetry?: (() => void) | undefined;
  className?: string | undefined;
  /** Its `part` name; null when a container already carries the part. */
  part?: string | null;
}

export function LoadFailed({
  error,
  message,
  onRetry,
  className,
  part = 'error',
}: LoadFailedProps) {
  const t = useFormatMessage();
  const { text, canRetry } = useLoadFailureText(error, message);
  return (
    <p className={className} part={part ?? undefined}>
      <span role="alert">{text}</span>
      {canRetry && onRetry && (
        <>
          {' '}
          <Button size="sm" onClick={onRetry} part="retry">
            {t('ui.retry')}
          </Button>
        </>
      )}
    </p>
  );
}
