// What a widget says when its data could not be loaded, by why: the token failed (the page's
// getToken threw, or the API refused the token: 401), the token lacks a right (403: which
// one, and no "Try again", since trying again cannot help), or anything else (the reason, and
// "Try again").
import { isFleetApiError } from '@fleet/sdk';
import { TokenSourceError } from '../../connection/token-source-error.js';
import type { UiMessageId } from '../../i18n/ui-messages.js';
import { useFormatMessage, type FormatMessage } from '../../i18n/format-message.js';

export interface LoadFailureText {
  text: string;
  /** Whether a "Try again" button may help. */
  canRetry: boolean;
}

/**
 * The text of a sign-in or permission failure, which no widget words differently; undefined
 * for any other failure (the widget says it its own way, with "Try again").
 */
export function accessFailureText(t: FormatMessage, error: unknown): string | undefined {
  if (error instanceof TokenSourceError || (isFleetApiError(error) && error.status === 401))
    return t('ui.signInFailed');
  if (isFleetApiError(error) && error.status === 403)
    return error.permission
      ? t('ui.readNotPermitted', { permission: error.permission })
      : t('ui.readNotPermittedUnnamed');
  return undefined;
}

/** `otherwise` takes the failure's reason as `{reason}`. */
export function useLoadFailureText(error: Error, otherwise: UiMessageId): LoadFailureText {
  const t = useFormatMessage();
  const access = accessFailureText(t, error);
  if (access !== undefined)
    // A renewed token may sign in; a missing right stays missing.
    return { text: access, canRetry: !(isFleetApiError(error) && error.status === 403) };
  return { text: t(otherwise, { reason: error.message }), canRetry: true };
}
