// The lockbox editor as <fleet-lockbox-editor> shows it: the API from the element's
// connection (base-url and a token source).
import { createLockboxesResource, createPackagesResource } from '@fleet/sdk';
import type { FleetConnectionProps } from '../../connection/connection-props.js';
import { withFleetConnection } from '../../connection/with-fleet-connection.js';
import { LockboxEditor, type LockboxEditorProps } from './LockboxEditor.js';

export type LockboxEditorElementProps = LockboxEditorProps & FleetConnectionProps;

export const LockboxEditorElement = withFleetConnection(LockboxEditor, {
  lockboxes: createLockboxesResource,
  packages: createPackagesResource,
});
