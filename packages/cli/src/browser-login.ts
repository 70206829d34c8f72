// `fleet login` without an API client: the person signs in in the browser (authorization code
// + PKCE, back to a loopback address); the refresh token is kept in the profile.
import { decodeJwtPayload, startNativeSignIn } from '@fleet/sdk';
import { CliError } from './exit-codes';
import type { CliIo } from './io';
import { listenForSignIn } from './loopback';
import type { ProfileCredentials } from './profiles';

/** The sandbox's public client; a server of your own may name another with --oidc-client. */
export const DEFAULT_OIDC_CLIENT = 'fleet-console';
const WAIT_MS = 5 * 60_000;

export async function signInWithBrowser(
  io: CliIo,
  issuer: string,
  clientId: string,
): Promise<ProfileCredentials> {
  const loopback = await listenForSignIn();
  try {
    const signIn = await startNativeSignIn({ issuer, clientId, redirectUri: loopback.redirectUri });
    io.stderr.write(
      `Opening the browser to sign in. If it does not open, visit this address:\n  ${signIn.authorizationUrl}\n`,
    );
    await io.openBrowser(signIn.authorizationUrl).catch(() => {
      io.stderr.write('No browser could be opened: open the address above yourself.\n');
    });
    let timer: NodeJS.Timeout | undefined;
    const callbackUrl = await Promise.race([
      loopback.callback,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new CliError('No sign-in came back within 5 minutes.')),
          WAIT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const tokens = await signIn.complete(callbackUrl);
    if (!tokens.refreshToken)
      throw new CliError(
        'The identity provider gave no refresh token, so the sign-in cannot be kept.',
      );
    const email = decodeJwtPayload(tokens.accessToken)?.email;
    return {
      kind: 'user',
      clientId,
      refreshToken: tokens.refreshToken,
      ...(typeof email === 'string' && { email }),
    };
  } finally {
    loopback.close();
  }
}
