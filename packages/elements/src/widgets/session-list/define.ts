// Registers <fleet-session-list> ('@fleet/elements/define/session-list').
import { defineFleetElement } from '../../elements/define-element.js';
import { sessionListWiring } from './session-list.element.js';
import { SessionListElement } from './SessionListElement.js';

defineFleetElement(sessionListWiring, SessionListElement);
