import { describeElement, type ElementDescription } from '../element-description.js';
import { demoGreetingWiring } from './demo-greeting.element.js';
import type { DemoGreetingProps } from './DemoGreeting.js';

export const demoGreetingElement: ElementDescription<DemoGreetingProps> = describeElement(
  demoGreetingWiring,
  {
    className: 'FleetDemoGreeting',
    summary: 'A greeting that proves the custom element wrapper (test fixture, not shipped).',
    attributes: {
      name: { description: 'Who to greet.', default: 'world' },
      count: { description: 'A number attribute.', default: '1' },
      emphasis: { description: 'Bold greeting while present.' },
      locked: { description: 'The Greet button is not permitted.' },
      tags: { valueType: 'string[]', description: 'A JSON array of strings.' },
    },
    properties: {
      client: {
        type: '{ label: string }',
        description: 'An object property (never an attribute).',
      },
      getToken: { type: '() => string | Promise<string>', description: 'A function property.' },
    },
    events: {
      onGreet: {
        detail: '{ name: string; token: string | undefined }',
        description: 'The user pressed Greet.',
      },
    },
    parts: {
      greeting: 'The greeting line.',
      details: 'The line under it.',
      'greet-button': 'The Greet button.',
    },
  },
);
