import type { ElementDescription } from '../element-description.js';
import type { DemoGreetingProps } from './DemoGreeting.js';

export const demoGreetingElement: ElementDescription<DemoGreetingProps> = {
  tagName: 'fleet-demo-greeting',
  className: 'FleetDemoGreeting',
  summary: 'A greeting that proves the custom element wrapper (test fixture, not shipped).',
  attributes: {
    name: { type: 'string', description: 'Who to greet.', default: 'world' },
    count: { type: 'number', description: 'A number attribute.', default: '1' },
    emphasis: { type: 'boolean', description: 'Bold greeting while present.' },
    locked: { type: 'boolean', description: 'The Greet button is not permitted.' },
    tags: { type: 'json', valueType: 'string[]', description: 'A JSON array of strings.' },
  },
  properties: {
    client: { type: '{ label: string }', description: 'An object property (never an attribute).' },
    getToken: { type: '() => string | Promise<string>', description: 'A function property.' },
  },
  events: {
    onGreet: {
      name: 'fleet-greet',
      detail: '{ name: string; token: string | undefined }',
      description: 'The user pressed Greet.',
    },
  },
  parts: {
    greeting: 'The greeting line.',
    details: 'The line under it.',
    'greet-button': 'The Greet button.',
  },
};
