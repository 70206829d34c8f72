// Registers <fleet-lockbox-editor> ('@fleet/elements/define/lockbox-editor').
import { defineFleetElement } from '../../elements/define-element.js';
import { lockboxEditorWiring } from './lockbox-editor.element.js';
import { LockboxEditorElement } from './LockboxEditorElement.js';

defineFleetElement(lockboxEditorWiring, LockboxEditorElement);
