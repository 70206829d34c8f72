// When the signed-in user's access token expires (its `exp`), read again every 30 s: the
// provider renews it in the background, so the time moves on its own.
import { tokenExpiresAt, type AccessTokenSource } from '@fleet/sdk';
import { useEffect, useState } from 'react';

const EVERY_MS = 30_000;

export interface TokenExpiry {
  /** ms since the epoch */
  expiresAt: number;
  /** Whether it had expired when last read. */
  expired: boolean;
}

/** undefined while unknown or signed out; a failure to read the token counts as unknown. */
export function useTokenExpiry(
  auth: AccessTokenSource,
  signedIn: boolean,
): TokenExpiry | undefined {
  const [expiry, setExpiry] = useState<TokenExpiry | undefined>();
  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    const read = () =>
      void auth.getToken().then(
        (token) => {
          if (!current) return;
          const expiresAt = tokenExpiresAt(token);
          setExpiry(
            expiresAt === undefined ? undefined : { expiresAt, expired: expiresAt <= Date.now() },
          );
        },
        () => current && setExpiry(undefined),
      );
    read();
    const timer = setInterval(read, EVERY_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [auth, signedIn]);
  return expiry;
}
