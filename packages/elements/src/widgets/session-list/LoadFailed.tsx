// A remote access list that could not be loaded: why, and a retry button when it can help.
import { LoadFailed as LoadFailedText } from '../../primitives/load-failure/LoadFailed.js';
import { failure } from './SessionList.css.js';

export function LoadFailed({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <LoadFailedText
      error={error}
      message="ui.remoteAccess.loadFailed"
      onRetry={onRetry}
      className={failure}
    />
  );
}
