// Accounts (SPEC §3 User, §4 Auth, §7 Accounts, §8 trial): the signed-in user's record, the
// credentials bundle and keys, the Commercial free trial and product feedback. Calls under
// /api/accounts carry the host token (the client picks it by path), also inside a shared
// repository. User options and API clients have their own modules.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { TRIAL_TRAINING_SESSION_DEFAULT } from '../domain/constants';
import { ACCOUNT_TEXTS, formatRegisteredMessage, registerMessages } from '../domain/messages';
import { requireNonEmptyString } from '../domain/validation';
import { failedWith, rewording } from './reworded-error';
import { downloadBlob, type DownloadedFile } from './support/download';
import { unwrap } from './support/unwrap';

registerMessages(ACCOUNT_TEXTS);

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type UserFeedback = Schemas['UserFeedback'];

export interface FreeTrialOptions {
  /** The dialog's free training session checkbox; checked by default (SPEC §2, §9). */
  trainingSessionRequested?: boolean;
}

/** The signed-in user, and whether this call had to create the record. */
export interface SignedInUser {
  user: User;
  /**
   * True when the record was created now (SPEC §4 "A new user is created on the first fetch").
   * The caller then renews its token asking for NEW_USER_TOKEN_REFRESH_S (30 days, SPEC §9).
   */
  created: boolean;
}

export type AccountsResource = ReturnType<typeof createAccountsResource>;

const requireUserId = (userId: string): string =>
  requireNonEmptyString(userId, 'validation.fieldRequired', { field: 'userId' });

export function createAccountsResource(client: FleetClient) {
  const { api } = client;

  const getUser = (): Promise<User> => unwrap(api.GET('/api/accounts/users'));
  const createUser = (): Promise<User> => unwrap(api.POST('/api/accounts/users'));

  return {
    /** The account record of the token's user; a 404 FleetApiError while none exists. */
    getUser,

    /** Creates the account record from the token's claims. */
    createUser,

    /** The account record, created first when the server has none yet (SPEC §4). */
    async getOrCreateUser(): Promise<SignedInUser> {
      try {
        return { user: await getUser(), created: false };
      } catch (error) {
        if (!failedWith(error, 404)) throw error;
      }
      return { user: await createUser(), created: true };
    },

    /** `credentials.zip`, the bundle command-line tools sign in and push packages with. */
    async downloadCredentials(userId: string): Promise<DownloadedFile> {
      requireUserId(userId);
      return downloadBlob(
        api.GET('/api/accounts/users/{userId}/keys/credentials.zip', {
          params: { path: { userId } },
          parseAs: 'blob',
        }),
      );
    },

    /** Replaces the device provisioning key; credentials downloaded before stop provisioning. */
    async rotateProvisionKey(userId: string): Promise<void> {
      requireUserId(userId);
      await unwrap(
        api.PUT('/api/accounts/users/{userId}/keys/provision/rotate', {
          params: { path: { userId } },
        }),
      );
    },

    /** Replaces the key the command-line tools authenticate with. */
    async rotateGarageToolsKey(userId: string): Promise<void> {
      requireUserId(userId);
      await unwrap(
        api.PUT('/api/accounts/users/{userId}/keys/garage-tools/rotate', {
          params: { path: { userId } },
        }),
      );
    },

    /** Replaces the TUF root key of the active repository. */
    async rotateRootKey(): Promise<void> {
      await unwrap(api.PUT('/api/v1/user_repo/root/rotate'));
    },

    /**
     * Starts the 30-day Commercial trial. A failure reads as the server's description, else
     * 'An error occurred while activating the commercial tier free trial.' (SPEC §8). The new
     * role shows once the caller renews its token.
     */
    async startFreeTrial(options: FreeTrialOptions = {}): Promise<void> {
      const trainingSessionRequested =
        options.trainingSessionRequested ?? TRIAL_TRAINING_SESSION_DEFAULT;
      await rewording(
        () =>
          unwrap(
            api.PUT('/api/v2beta/subscriptions/start-free-trial', {
              body: { trainingSessionRequested },
            }),
          ),
        (error) => error.description ?? formatRegisteredMessage('trial.activationFailed'),
      );
    },

    /** Sends the user's feedback about the product. */
    async sendUserFeedback(feedback: UserFeedback): Promise<void> {
      requireNonEmptyString(feedback?.message, 'validation.fieldRequired', { field: 'message' });
      await unwrap(api.POST('/api/accounts/user-feedback', { body: feedback }));
    },
  };
}
