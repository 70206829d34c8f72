// <fleet-lockbox-editor>: define or edit an offline update (SPEC §2 /lockboxes/create and
// /lockboxes/{name}/edit, §5). Plain data (loads in Node) for the manifest, the
// typings and the embedding guide; the element wrapper reads only the wiring
// (lockbox-editor.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { lockboxEditorWiring } from './lockbox-editor.element.js';
import type { LockboxEditorElementProps } from './LockboxEditorElement.js';

export const lockboxEditorElement: ElementDescription<LockboxEditorElementProps> = describeElement(
  lockboxEditorWiring,
  {
    className: 'FleetLockboxEditor',
    summary:
      'Defines an offline update (a lockbox): its name, its packages (searched among ' +
      "the repository's package versions) and its expiry. Problems with the name, the packages " +
      'or the expiry show beside their fields before any request; saving under an existing name asks before replacing it. With ' +
      '`name`, edits the lockbox of that name. Save needs the lockboxes `manage` right: ' +
      "without it Save is disabled with the tooltip 'You do not have permission to perform this " +
      "action'.",
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      name: {
        description: 'The name of a lockbox to edit. Absent: a new lockbox is defined.',
      },
      hideHeading: {
        description:
          "Leaves out the form's title (the page's own header names it); the form keeps the title as its accessible name.",
        default: 'false',
      },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onLockboxSaved: {
        detail: '{ name: string; packageIds: string[]; expiresAt: string; replaced: boolean }',
        description:
          'The lockbox was saved (`replaced`: an existing lockbox of that name was replaced). ' +
          '`expiresAt` is ISO 8601.',
      },
      onCancel: {
        detail: 'undefined',
        description: 'The user pressed Cancel (nothing was saved).',
      },
    },
    parts: {
      'lockbox-editor': 'The form.',
      title: 'The form title (absent with `hide-heading`).',
      'name-input': 'The name input.',
      packages: 'The package search and the chosen packages.',
      'chosen-packages': 'The list of chosen packages.',
      listbox: 'The list of package search results.',
      actions: 'The Save and Cancel buttons (Save first).',
      'cancel-button': 'The Cancel button.',
      'save-button': 'The Save button.',
      error: 'The message shown when the lockbox cannot be loaded or saved.',
      dialog: 'The dialog asking whether to replace an existing lockbox.',
    },
  },
);
