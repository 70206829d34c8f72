// What a widget says when its data could not be loaded, by why: the token failed (the page's
// getToken threw, or the API refused the token: 401), the token lacks a right (403: which
// one, and no "Try again", since trying again cannot help), or anything else (the reason, and
// "Try again").
import { isFleetApiError } from '@fleet/sdk';
import { TokenSourceError } from '../../connection/token-source-error.js';
import type { UiMessageId } from '../../i18n/ui-messages.js';
import { useFormatMessage } from '../../i18n/format-message.js';

export interface LoadFailureText {
  text: string;
  /** Whether a "Try again" button may help. */
  canRetry: boolean;
}

/** `otherwise` takes the failure's reason as `{reason}`. */
export function useLoadFailureText(error: Error, otherwise: UiMessageId): LoadFailureText {
  const t = useFormatMessage();
  if (error instanceof TokenSourceError || (isFleetApiError(error) && error.status === 401))
    return { text: t('ui.signInFailed'), canRetry: true };
  if (isFleetApiError(error) && error.status === 403)
    return {
      text: error.permission
        ? t('ui.readNotPermitted', { permission: error.permission })
        : t('ui.readNotPermittedUnnamed'),
      canRetry: false,
    };
  return { text: t(otherwise, { reason: error.message }), canRetry: true };
}
