// <fleet-session-list>'s wiring: what the element wrapper reads at run time (its documentation:
// session-list.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { SessionListElementProps } from './SessionListElement.js';

export const sessionListWiring = {
  tagName: 'fleet-session-list',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    deviceUuid: 'string',
    tab: 'string',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onSessionStarted: 'fleet-session-started',
    onSessionKilled: 'fleet-session-killed',
    onTabChanged: 'fleet-tab-changed',
  },
} as const satisfies ElementWiring<SessionListElementProps>;
