// <fleet-lockbox-editor>'s wiring: what the element wrapper reads at run time (its documentation:
// lockbox-editor.description.ts).
import {
  CONNECTION_ATTRIBUTE_TYPES,
  CONNECTION_PROPERTY_NAMES,
} from '../../connection/connection-wiring.js';
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { LockboxEditorElementProps } from './LockboxEditorElement.js';

export const lockboxEditorWiring = {
  tagName: 'fleet-lockbox-editor',
  attributes: {
    ...CONNECTION_ATTRIBUTE_TYPES,
    name: 'string',
    hideHeading: 'boolean',
  },
  properties: CONNECTION_PROPERTY_NAMES,
  events: {
    onLockboxSaved: 'fleet-lockbox-saved',
    onCancel: 'fleet-cancel',
  },
} as const satisfies ElementWiring<LockboxEditorElementProps>;
