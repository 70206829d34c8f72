// The documentation of the connection's attributes and properties (connection-wiring.ts), for
// every element's description (and so for custom-elements.json). Plain data with type-only
// imports: loadable in Node.
import type {
  AttributeDocumentation,
  PropertyDescription,
} from '../elements/element-description.js';
import type { CONNECTION_PROPERTY_NAMES } from './connection-wiring.js';

export const CONNECTION_ATTRIBUTES: {
  readonly baseUrl: AttributeDocumentation;
  readonly preferencesKey: AttributeDocumentation;
} = {
  baseUrl: {
    description:
      "The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set.",
    default: "''",
  },
  preferencesKey: {
    description:
      "Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token.",
  },
};

export const CONNECTION_PROPERTIES: {
  readonly [K in (typeof CONNECTION_PROPERTY_NAMES)[number]]: PropertyDescription;
} = {
  token: {
    type: 'string',
    description:
      'A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set.',
  },
  getToken: {
    type: '() => string | undefined | Promise<string | undefined>',
    description:
      "Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it.",
  },
  client: {
    type: 'FleetSdk | FleetClient',
    description:
      'An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`.',
  },
  live: {
    type: 'LiveChannel | null',
    description:
      'The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection.',
  },
};
