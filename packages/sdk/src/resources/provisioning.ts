// Pairing devices with a provisioning code (SPEC §2 /devices/pair, §5 provisioning code, §7
// provision-claim): claim the code a device shows, then watch the claim until the device has
// provisioned itself into the active repository.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { validateDeviceListQuery, validateProvisioningCode } from '../domain/validation';
import type { CallOptions, PageQuery } from './request-options';
import { paginate, type PaginateOptions } from './support/paginate';
import { unwrap } from './support/unwrap';

type Schemas = components['schemas'];
export type ProvisionClaim = Schemas['ProvisionClaim'];
export type ProvisionClaimPage = Schemas['ProvisionClaimPage'];
export type ProvisionClaimStatus = Schemas['ProvisionClaimStatus'];

export interface ProvisionClaimQuery extends PageQuery {
  /** Only the claim of this code. */
  provisionCode?: string;
}

export type ProvisioningResource = ReturnType<typeof createProvisioningResource>;

export function createProvisioningResource(client: FleetClient) {
  const { api } = client;

  async function listProvisionClaims(
    query: ProvisionClaimQuery = {},
    options: CallOptions = {},
  ): Promise<ProvisionClaimPage> {
    validateDeviceListQuery({ offset: query.offset, limit: query.limit }); // SPEC §5 paging rule
    const provisionCode =
      query.provisionCode === undefined ? undefined : validateProvisioningCode(query.provisionCode);
    return unwrap(
      api.GET('/api/v2beta/provision-claim', {
        params: { query: { provisionCode, offset: query.offset, limit: query.limit } },
        signal: options.signal,
      }),
    );
  }

  return {
    /** A page of the codes claimed into the active repository, newest first. */
    listProvisionClaims,

    iterateProvisionClaims(options: PaginateOptions = {}): AsyncIterable<ProvisionClaim> {
      return paginate(
        ({ offset, limit, signal }) => listProvisionClaims({ offset, limit }, { signal }),
        options,
      );
    },

    /** Pairs a device by the code it shows (trimmed); the claim starts as Pending. */
    async claimProvisionCode(code: string): Promise<ProvisionClaim> {
      const provisionCode = validateProvisioningCode(code);
      return unwrap(api.POST('/api/v2beta/provision-claim', { body: { provisionCode } }));
    },

    /** The claim of a code: Pending, Provisioned (with its deviceUuid) or Expired. */
    async getProvisionClaimStatus(code: string): Promise<ProvisionClaim> {
      const provisionCode = validateProvisioningCode(code);
      return unwrap(
        api.GET('/api/v2beta/provision-claim/{provisionCode}/status', {
          params: { path: { provisionCode } },
        }),
      );
    },
  };
}
