// A list that could not be loaded: why, and a retry button.
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { failure } from './SessionList.css.js';

export function LoadFailed({ error, onRetry }: { error: Error; onRetry(): void }) {
  const t = useFormatMessage();
  return (
    <p role="alert" className={failure} part="error">
      {t('ui.remoteAccess.loadFailed', { reason: error.message })}{' '}
      <Button size="sm" onClick={onRetry} part="retry">
        {t('ui.retry')}
      </Button>
    </p>
  );
}
