// Registers <fleet-lockbox-editor> ('@fleet/elements/define/lockbox-editor').
import { defineFleetElement } from '../../elements/define-element.js';
import { lockboxEditorElement } from './lockbox-editor.description.js';
import { LockboxEditorElement } from './LockboxEditorElement.js';

defineFleetElement(lockboxEditorElement, LockboxEditorElement);
