// How an element (or a React host without a FleetProvider) says which API to use and how to
// authenticate: `base-url` plus one token source. Precedence, strongest first:
//   1. `client`   an SDK or client the host already made: its own base URL and auth win;
//   2. `getToken` a function returning the current token (renewable: asked before each call);
//   3. `token`    a fixed token (it cannot be renewed; a new value makes a new connection).
// Without any of them there is no connection (nothing is fetched until one is set).
import {
  createAuthResource,
  createFleetClient,
  createLiveChannel,
  createUserOptionsResource,
  LIVE_CHANNEL_PATH,
  type FleetClient,
  type FleetSdk,
  type GetToken,
  type LiveChannel,
} from '@fleet/sdk';
import { isFleetSdk, type FleetConnectionOptions } from './fleet-connection.js';
import { guardTokenSource } from './token-source-error.js';

/** A host's token function: may ignore its argument and may be async. */
export type FleetTokenFunction = () => string | undefined | Promise<string | undefined>;

export interface FleetConnectionProps {
  /**
   * Where the API is, e.g. `https://fleet.example.com` (its paths hang from `/api/...`);
   * empty or absent: this page's origin. Ignored when `client` is given.
   */
  baseUrl?: string;
  /** A fixed access token. */
  token?: string;
  /** Returns the current access token; asked before each call and again after a 401. */
  getToken?: FleetTokenFunction;
  /** An existing SDK (`createFleet(…)`, `connectFleet(…).fleet`) or client (`createFleetClient`). */
  client?: FleetSdk | FleetClient;
  /**
   * The live channel to use (one the host already has), or `null` for no live updates. By
   * default the connection opens its own.
   */
  live?: LiveChannel | null;
  /**
   * Whose preferences these are: the user options (sort, columns, page size, saved filters)
   * are kept in this browser under this key, not in the token owner's options.
   */
  preferencesKey?: string;
}

/** The token source that wins, by the precedence above; undefined when none is set. */
export type ConnectionSource =
  | { kind: 'client'; baseUrl: string; client: FleetSdk | FleetClient }
  | { kind: 'getToken'; baseUrl: string; getToken: FleetTokenFunction }
  | { kind: 'token'; baseUrl: string; token: string };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function connectionSource(props: FleetConnectionProps): ConnectionSource | undefined {
  const baseUrl = withoutTrailingSlash(props.baseUrl ?? '');
  if (props.client) {
    const client = isFleetSdk(props.client) ? props.client.client : props.client;
    return { kind: 'client', baseUrl: client.baseUrl, client: props.client };
  }
  if (typeof props.getToken === 'function')
    return { kind: 'getToken', baseUrl, getToken: props.getToken };
  if (typeof props.token === 'string' && props.token !== '')
    return { kind: 'token', baseUrl, token: props.token };
  return undefined;
}

/** The object that identifies a source: sources with the same one share a connection. */
export function sourceIdentity(source: ConnectionSource): unknown {
  return source.kind === 'client'
    ? source.client
    : source.kind === 'getToken'
      ? source.getToken
      : source.token;
}

/** The host's SDK or client; else a client (widgets make the resources they use with it). */
function sdkOf(source: ConnectionSource): FleetSdk | FleetClient {
  if (source.kind === 'client') return source.client;
  const getToken: GetToken =
    source.kind === 'getToken' ? guardTokenSource(source.getToken) : () => source.token;
  return createFleetClient({
    baseUrl: source.baseUrl,
    getToken,
    // A 401 asks the host's function again (it may hand out a renewed token); a fixed token
    // has nothing to renew, so its 401 stands.
    ...(source.kind === 'getToken' && { refresh: () => Promise.resolve() }),
  });
}

/** The SDK and live channel of a source, as a FleetConnection is made of. */
export function connectionOptionsFor(
  source: ConnectionSource,
  live: LiveChannel | null | undefined,
): FleetConnectionOptions {
  const sdk = sdkOf(source);
  const client = isFleetSdk(sdk) ? sdk.client : sdk;
  // The live channel authenticates with the token a call to its path would carry.
  const liveToken: GetToken = async () =>
    (await client.authorization(LIVE_CHANNEL_PATH))?.replace(/^Bearer\s+/i, '');
  return {
    sdk,
    // What the connection itself calls (the widgets' elements add theirs).
    resources: { auth: createAuthResource, userOptions: createUserOptionsResource },
    ...(live === undefined
      ? {
          openLive: () => createLiveChannel({ baseUrl: client.baseUrl, getToken: liveToken }),
        }
      : { live }),
  };
}
