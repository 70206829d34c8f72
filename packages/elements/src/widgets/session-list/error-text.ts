// What a failed remote access call says to the user: SPEC §5 checks in the user's language
// (their message ids), the server's own words otherwise (e.g. why an OpenSSH key or an IP
// address was refused).
import { FleetValidationError } from '@fleet/sdk/domain';
import { useCallback } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';

export function useErrorText(): (error: Error | undefined) => string | undefined {
  const t = useFormatMessage();
  return useCallback(
    (error) =>
      error instanceof FleetValidationError ? t(error.messageId, error.params) : error?.message,
    [t],
  );
}
