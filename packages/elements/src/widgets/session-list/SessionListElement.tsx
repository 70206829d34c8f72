// The session list as <fleet-session-list> shows it: the API from the element's connection
// (base-url and a token source).
import { createDevicesNamespace, createRemoteAccessResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { SessionList, type SessionListProps } from './SessionList.js';

export type SessionListElementProps = SessionListProps & FleetConnectionProps;

export const SessionListElement = withFleetConnection(SessionList, {
  remoteAccess: createRemoteAccessResource,
  devices: createDevicesNamespace,
});
