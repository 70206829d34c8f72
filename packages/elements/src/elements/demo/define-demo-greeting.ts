// Registers <fleet-demo-greeting> (tests only).
import { defineFleetElement } from '../define-element.js';
import { DemoGreeting } from './DemoGreeting.js';
import { demoGreetingWiring } from './demo-greeting.element.js';

defineFleetElement(demoGreetingWiring, DemoGreeting);
