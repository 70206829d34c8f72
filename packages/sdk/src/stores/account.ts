// The account store (SPEC §2 /account tabs, §3 API client, §6 apiClients and credentials
// rights and "An account without API client permission sees a message … should upgrade",
// §7 Accounts): the user's API clients, key rotations and the credentials download.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { formatRegisteredMessage, registerMessages, RIGHTS_TEXTS } from '../domain/messages';
import type { FleetSdk } from '../fleet';
import type {
  ApiClient,
  ApiClientRequest,
  ApiClientUpdate,
  ApiClientWithSecret,
} from '../resources/api-clients';
import { failedWith } from '../resources/reworded-error';
import type { DownloadedFile } from '../resources/support/download';
import { createKeyedMutation, createMutation } from './mutation';
import { asyncState } from './support/async-state';

registerMessages(RIGHTS_TEXTS);

export interface AccountStoreDeps {
  fleet: Pick<FleetSdk, 'accounts' | 'apiClients'>;
  /** The signed-in user's id (User.userId), e.g. from the session store; read from the API when absent. */
  userId?: ReadonlySignal<string | undefined>;
}

/** The keys a user can replace (SPEC §7: provision, garage-tools, and the repository's root). */
export type AccountKey = 'provision' | 'garageTools' | 'root';

export type AccountStore = ReturnType<typeof createAccountStore>;

export function createAccountStore(deps: AccountStoreDeps) {
  const { fleet } = deps;
  const clients = asyncState<ApiClient[]>();
  const noPermission = signal(false);
  const createdClient = signal<ApiClientWithSecret | undefined>(undefined);

  async function userId(): Promise<string> {
    const known = deps.userId?.peek();
    return known ?? (await fleet.accounts.getUser()).userId;
  }

  async function loadApiClients(): Promise<ApiClient[]> {
    try {
      const listed = await clients.run(() => fleet.apiClients.listApiClients());
      noPermission.value = false;
      return listed;
    } catch (error) {
      // The resource's message already is the upgrade text; the flag lets the UI show it.
      noPermission.value = failedWith(error, 403);
      throw error;
    }
  }

  const rotation = createKeyedMutation(async (key: AccountKey) => {
    if (key === 'root') await fleet.accounts.rotateRootKey();
    else if (key === 'provision') await fleet.accounts.rotateProvisionKey(await userId());
    else await fleet.accounts.rotateGarageToolsKey(await userId());
  });
  const rotating = computed<AccountKey | undefined>(() => [...rotation.pending.value][0]);
  const download = createMutation(async () => fleet.accounts.downloadCredentials(await userId()));

  return {
    /** The user's API clients (never with secrets). */
    apiClients: clients.data,
    loading: clients.loading,
    error: clients.error,
    /** The account may not use API clients (a 403): show `noPermissionMessage`. */
    noPermission: noPermission as ReadonlySignal<boolean>,
    /** 'Your account does not have permission to use API clients. Upgrade …' */
    noPermissionMessage: formatRegisteredMessage('rights.apiClientsNotPermitted'),
    /**
     * The client just created, with its secret: shown once, until `dismissSecret()`. The
     * secret cannot be read again later.
     */
    createdClient: createdClient as ReadonlySignal<ApiClientWithSecret | undefined>,
    /** Which key is being replaced. */
    rotating: rotating as ReadonlySignal<AccountKey | undefined>,
    downloading: download.pending,
    busy: computed(() => rotating.value !== undefined || download.pending.value),

    loadApiClients,

    /** Creates a client (name and type required, SPEC §5); its secret is in `createdClient`. */
    async createApiClient(request: ApiClientRequest): Promise<ApiClientWithSecret> {
      const created = await fleet.apiClients.createApiClient(request);
      const { clientSecret: _secret, ...listed } = created;
      batch(() => {
        createdClient.value = created;
        clients.update((all) => [...(all ?? []), listed]);
      });
      return created;
    },

    /** Forgets the secret of the client just created (the dialog was closed). */
    dismissSecret(): void {
      createdClient.value = undefined;
    },

    async updateApiClient(clientId: string, changes: ApiClientUpdate): Promise<ApiClient> {
      const updated = await fleet.apiClients.updateApiClient(clientId, changes);
      clients.update((all) => all?.map((c) => (c.clientId === clientId ? updated : c)));
      return updated;
    },

    async deleteApiClient(clientId: string): Promise<void> {
      await fleet.apiClients.deleteApiClient(clientId);
      batch(() => {
        clients.update((all) => all?.filter((c) => c.clientId !== clientId));
        if (createdClient.peek()?.clientId === clientId) createdClient.value = undefined;
      });
    },

    /**
     * Replaces a key: credentials downloaded before stop working for it. One rotation at a
     * time; failures reject.
     */
    async rotateKey(key: AccountKey): Promise<void> {
      if (rotating.peek() !== undefined) throw new Error('A key rotation is already in progress.');
      await rotation.run(key, undefined);
    },

    /** `credentials.zip`, for the command-line tools; save it with the name it carries. */
    downloadCredentials: (): Promise<DownloadedFile> => download.run(undefined),

    dispose(): void {
      clients.abort();
    },
  };
}
