import type { Sandbox } from '../../src/sandbox.js';
import { call } from './contract-calls.js';
import { tokensFor } from './oidc.js';

/** The read-only guest's token for dev@example.com's shared repository. */
export async function readOnlyGuestToken(sandbox: Sandbox): Promise<string> {
  const host = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [shared] = await sandbox.context.stores.repositories.listShared(host?.id ?? '');
  const guest = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
  const guestToken = await call(sandbox, `/api/accounts/organizations/guest/${shared?.id}`, {
    method: 'POST',
    token: guest,
  });
  return (guestToken.body as { access: string }).access;
}
