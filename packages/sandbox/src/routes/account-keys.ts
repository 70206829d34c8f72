import { Hono, type Context } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import { buildCredentialsZip } from '../credentials/credentials-zip.js';
import { generateAccountKeyPair, generateRootKeyPair } from '../credentials/key-pairs.js';
import { signRootMetadata, type RootMetadata } from '../credentials/root-metadata.js';
import type { ApiEnv } from '../http/env.js';
import { forbidden } from '../http/errors.js';
import type { AccountKey, AccountKeyKind } from '../store/account-keys.js';

/** The `{userId}` of a key call must be the caller's own: keys are never another's business. */
function ownUserId(c: Context<ApiEnv>): string {
  const { user } = c.var.principal;
  if (c.req.param('userId') !== user.id)
    throw forbidden('Keys and credentials can only be managed for your own account.');
  return user.id;
}

/**
 * SPEC §7 Accounts: credentials.zip and key rotation (mounted at /api). Keys are made on first
 * use, so every account has them without a seed step.
 */
export function accountKeyRoutes({ stores, origin, issuer }: SandboxContext) {
  const accountKey = async (userId: string, kind: AccountKeyKind): Promise<AccountKey> =>
    (await stores.accountKeys.find(userId, kind)) ??
    stores.accountKeys.createIfMissing(userId, kind, generateAccountKeyPair());

  const rootMetadata = async (repositoryId: string): Promise<RootMetadata> => {
    const [current, previous] = await stores.rootKeys.latest(repositoryId);
    if (current) return signRootMetadata(current, previous);
    return signRootMetadata(
      await stores.rootKeys.createIfMissing(repositoryId, generateRootKeyPair()),
    );
  };

  const rotate = (kind: AccountKeyKind) => async (c: Context<ApiEnv>) => {
    await stores.accountKeys.rotate(ownUserId(c), kind, generateAccountKeyPair());
    return c.body(null, 204);
  };

  return new Hono<ApiEnv>()
    .get(
      '/accounts/users/:userId/keys/credentials.zip',
      requireRight('credentials', 'download'),
      async (c) => {
        const userId = ownUserId(c);
        const { user } = c.var.principal;
        const repository = await stores.repositories.personalOf(userId);
        if (!repository) throw new Error(`User ${userId} has no personal repository`);
        const zip = buildCredentialsZip({
          origin,
          issuer,
          user: { id: user.id, email: user.email },
          repositoryId: repository.id,
          provisionKey: await accountKey(userId, 'provision'),
          garageToolsKey: await accountKey(userId, 'garage-tools'),
          root: await rootMetadata(repository.id),
        });
        return c.body(zip, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="credentials.zip"',
          'Cache-Control': 'no-store',
        });
      },
    )
    .put(
      '/accounts/users/:userId/keys/provision/rotate',
      requireRight('credentials', 'manageKeys'),
      rotate('provision'),
    )
    .put(
      '/accounts/users/:userId/keys/garage-tools/rotate',
      requireRight('credentials', 'manageKeys'),
      rotate('garage-tools'),
    )
    .put('/v1/user_repo/root/rotate', requireRight('credentials', 'manageKeys'), async (c) => {
      // The active repository's root: the personal one, or a shared one through its guest token.
      const { repository } = c.var.principal;
      await stores.rootKeys.createIfMissing(repository.id, generateRootKeyPair());
      await stores.rootKeys.rotate(repository.id, generateRootKeyPair());
      return c.body(null, 204);
    });
}
