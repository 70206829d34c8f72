import { assert, assertDeepEqual, assertEqual } from '../testing/assert.js';
import { demoGreetingElement } from './demo/demo-greeting.description.js';
import { buildManifest } from './manifest.js';

describe('custom elements manifest (DESIGN: a custom-elements.json manifest)', () => {
  it('documents attributes, properties, events, parts and CSS properties', () => {
    const manifest = buildManifest([demoGreetingElement]);
    const [module] = manifest.modules;
    assertEqual(module!.path, 'dist/widgets/demo-greeting/define.js', 'entry module');
    const element = module!.declarations[0]!;
    assertEqual(element.tagName, 'fleet-demo-greeting', 'tag');
    assertDeepEqual(
      element.attributes.map((a) => `${a.name}:${a.type.text}`),
      [
        'name:string',
        'count:number',
        'emphasis:boolean',
        'locked:boolean',
        'tags:string[]',
        "theme:'auto' | 'light' | 'dark'",
        'locale:string',
        "datetime-format:'auto' | 'relative' | 'absolute'",
        'label:string',
      ],
      'attributes',
    );
    const fields = element.members.map((m) => m.name);
    assert(
      fields.includes('client') && fields.includes('getToken'),
      `object properties: ${fields}`,
    );
    assertEqual(
      element.members.find((m) => m.name === 'client')!.attribute,
      undefined,
      'client has no attribute',
    );
    assertDeepEqual(
      element.events.map((e) => e.name),
      ['fleet-greet'],
      'events',
    );
    assertDeepEqual(
      element.cssParts.map((p) => p.name),
      ['greeting', 'details', 'greet-button'],
      'parts',
    );
    assert(
      element.cssProperties.some((p) => p.name === '--fleet-color-primary'),
      'theme properties',
    );
    assertEqual(module!.exports[0]!.name, 'fleet-demo-greeting', 'definition export');
  });
});
