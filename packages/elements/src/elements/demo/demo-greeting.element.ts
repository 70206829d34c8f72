// <fleet-demo-greeting>'s wiring: what the element wrapper reads at run time (its documentation:
// demo-greeting.description.ts).
import type { ElementWiring } from '../../elements/element-wiring.js';
import type { DemoGreetingProps } from './DemoGreeting.js';

export const demoGreetingWiring = {
  tagName: 'fleet-demo-greeting',
  attributes: {
    name: 'string',
    count: 'number',
    emphasis: 'boolean',
    locked: 'boolean',
    tags: 'json',
  },
  properties: ['client', 'getToken'],
  events: {
    onGreet: 'fleet-greet',
  },
} as const satisfies ElementWiring<DemoGreetingProps>;
