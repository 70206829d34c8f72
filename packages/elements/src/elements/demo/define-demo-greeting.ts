// Registers <fleet-demo-greeting> (tests only).
import { defineFleetElement } from '../define-element.js';
import { DemoGreeting } from './DemoGreeting.js';
import { demoGreetingElement } from './demo-greeting.description.js';

defineFleetElement(demoGreetingElement, DemoGreeting);
