// Who calls the device, fleet, provisioning and metric tests: dev in the personal repository,
// the read-only guest in 'Pilot site', maker at the Maker limit, and a provision-only API
// client (it lacks every read right).
import type { Sandbox } from '../../src/sandbox.js';
import { tokenRequest, tokensFor } from './oidc.js';
import { api } from './sandbox.js';

export interface DomainCallers {
  /** dev@example.com in the personal repository (every right). */
  dev: string;
  /** guest@example.com's guest token for 'Pilot site' (read-only profile). */
  guest: string;
  /** dev@example.com's own guest token for 'Pilot site' (the owner: every right). */
  devInPilot: string;
  maker: string;
  /** An API client of type 'provision': only create:devices/token. */
  provisionClient: string;
  devRepositoryId: string;
  pilotRepositoryId: string;
  makerRepositoryId: string;
}

export async function domainCallers(sandbox: Sandbox): Promise<DomainCallers> {
  const { stores } = sandbox.context;
  const devUser = await stores.users.findByEmail('dev@example.com');
  const makerUser = await stores.users.findByEmail('maker@example.com');
  if (!devUser || !makerUser) throw new Error('The demo accounts are missing');
  const devRepository = await stores.repositories.personalOf(devUser.id);
  const makerRepository = await stores.repositories.personalOf(makerUser.id);
  const [pilot] = await stores.repositories.listShared(devUser.id);
  if (!devRepository || !makerRepository || !pilot)
    throw new Error('The demo repositories are missing');

  const dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
  const guestToken = async (host: string): Promise<string> => {
    const minted = await api(sandbox, `/api/accounts/organizations/guest/${pilot.id}`, {
      method: 'POST',
      token: host,
    });
    return (minted.body as { access: string }).access;
  };
  const { client, clientSecret } = await stores.apiClients.create({
    ownerId: devUser.id,
    name: 'Pairing station',
    type: 'provision',
  });
  const provisionClient = (
    await tokenRequest(`${sandbox.url}/idp`, {
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: clientSecret,
    })
  ).access_token;
  return {
    dev,
    guest: await guestToken((await tokensFor(sandbox.url, 'guest@example.com')).access_token),
    devInPilot: await guestToken(dev),
    maker: (await tokensFor(sandbox.url, 'maker@example.com')).access_token,
    provisionClient,
    devRepositoryId: devRepository.id,
    pilotRepositoryId: pilot.id,
    makerRepositoryId: makerRepository.id,
  };
}

/** The query string of repeated and single parameters, in order. */
export function query(
  params: Record<string, string | number | boolean | readonly string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
