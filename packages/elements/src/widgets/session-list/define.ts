// Registers <fleet-session-list> ('@fleet/elements/define/session-list').
import { defineFleetElement } from '../../elements/define-element.js';
import { sessionListElement } from './session-list.description.js';
import { SessionListElement } from './SessionListElement.js';

defineFleetElement(sessionListElement, SessionListElement);
