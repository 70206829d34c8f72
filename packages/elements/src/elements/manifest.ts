// Element descriptions → a Custom Elements Manifest (schema 2.1.0), the format editors,
// Storybook and docs tools read. Pure: runs in Node (tools/custom-elements-manifest.mjs) and
// in tests.
import { THEME_PROPERTIES } from '../theme/theme-properties.js';
import {
  attributeName,
  COMMON_ATTRIBUTES,
  type AttributeDescription,
  type ElementDescription,
  type EventDescription,
  type PropertyDescription,
} from './element-description.js';

interface Described {
  name: string;
  description: string;
}
interface CemAttribute extends Described {
  type: { text: string };
  fieldName: string;
  default?: string;
}
interface CemField extends Described {
  kind: 'field';
  type: { text: string };
  attribute?: string;
}
interface CemDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: CemAttribute[];
  members: CemField[];
  events: (Described & { type: { text: string } })[];
  cssParts: Described[];
  cssProperties: (Described & { default?: string })[];
}
export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: CemDeclaration[];
    exports: {
      kind: 'custom-element-definition';
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
}

const TS_TYPE = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
} as const;
const typeOf = (a: AttributeDescription) => ({ text: a.valueType ?? TS_TYPE[a.type] });

/**
 * The built module that defines one element (`@fleet/elements/define/<name>`):
 * `fleet-device-table` → `dist/widgets/device-table/define.js`.
 */
export function elementModulePath(tagName: string): string {
  return `dist/widgets/${tagName.replace(/^fleet-/, '')}/define.js`;
}

// The descriptions' maps are keyed by prop name; Object.entries loses their value types.
const entriesOf = <V>(record: object) => Object.entries(record) as [string, V][];

function declaration(element: ElementDescription<object>): CemDeclaration {
  const attributes = entriesOf<AttributeDescription>({
    ...element.attributes,
    ...COMMON_ATTRIBUTES,
  });
  return {
    kind: 'class',
    customElement: true,
    name: element.className,
    tagName: element.tagName,
    description: element.summary,
    attributes: attributes.map(([prop, a]) => ({
      name: attributeName(prop),
      fieldName: prop,
      type: typeOf(a),
      description: a.description,
      ...(a.default === undefined ? {} : { default: a.default }),
    })),
    members: [
      ...attributes.map(([prop, a]): CemField => ({
        kind: 'field',
        name: prop,
        type: typeOf(a),
        description: a.description,
        attribute: attributeName(prop),
      })),
      ...entriesOf<PropertyDescription>(element.properties).map(([prop, p]): CemField => ({
        kind: 'field',
        name: prop,
        type: { text: p.type },
        description: p.description,
      })),
    ],
    events: entriesOf<EventDescription>(element.events).map(([, e]) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detail}>` },
      description: e.description,
    })),
    cssParts: Object.entries(element.parts).map(([name, description]) => ({ name, description })),
    cssProperties: [
      ...Object.entries(element.cssProperties ?? {}).map(([name, description]) => ({
        name,
        description,
      })),
      ...THEME_PROPERTIES.map(({ name, description, default: value }) => ({
        name,
        description,
        default: value,
      })),
    ],
  };
}

export function buildManifest(
  elements: readonly ElementDescription<object>[],
): CustomElementsManifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((element) => {
      const path = elementModulePath(element.tagName);
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration(element)],
        exports: [
          {
            kind: 'custom-element-definition',
            name: element.tagName,
            declaration: { name: element.className, module: path },
          },
        ],
      };
    }),
  };
}
