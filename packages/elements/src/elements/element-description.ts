// What a custom element is, documented, as one typed object per element:
// tools/custom-elements-manifest.mjs turns it into custom-elements.json (and that into the
// typings and the embedding guide). describeElement builds it from the element's wiring (what
// the wrapper reads at run time, element-wiring.ts) and the documentation of every entry of it,
// so the documentation cannot drift from the behaviour and the runtime never loads it.
// Shoelace documents the same things in class doc comments (@attr, @prop, @event, @csspart,
// @cssproperty); our element classes are made by one function for every widget, hence data.
//
// A description imports its component's props as a type only: it must stay loadable in Node,
// without React, the DOM or styles.

import {
  COMMON_ATTRIBUTE_TYPES,
  type AttributeType,
  type EventProps,
  type ValueProps,
} from './element-wiring.js';

export {
  attributeName,
  type AttributeType,
  type ElementWiring,
  type EventProps,
  type ValueProps,
} from './element-wiring.js';

export interface AttributeDescription {
  type: AttributeType;
  /** The prop's TypeScript type for the documentation when `type` says too little (json). */
  valueType?: string;
  description: string;
  /** The default as a user would write it, for the documentation. */
  default?: string;
}

export interface PropertyDescription {
  /** The TypeScript type, as documentation (e.g. `() => Promise<string>`). */
  type: string;
  description: string;
}

export interface EventDescription {
  name: `fleet-${string}`;
  /** The type of `event.detail`, as documentation. */
  detail: string;
  description: string;
}

export interface ElementDescription<Props> {
  tagName: `fleet-${string}`;
  /** The element's class name in the manifest, e.g. `FleetDeviceTable`. */
  className: string;
  summary: string;
  /** Props configured by attributes (kebab-case of the prop name); each is also a property. */
  attributes: { readonly [K in ValueProps<Props>]?: AttributeDescription };
  /** Props set only as JS properties: objects and functions (token, getToken, client). */
  properties: { readonly [K in ValueProps<Props>]?: PropertyDescription };
  events: { readonly [K in EventProps<Props>]?: EventDescription };
  /** `part` names styleable with ::part(), and what each is. */
  parts: Readonly<Record<string, string>>;
  /** Custom properties particular to this element (the theme's are listed for every element). */
  cssProperties?: Readonly<Record<`--fleet-${string}`, string>>;
}

/** Attributes every element has, handled by the wrapper rather than the widget. */
export const COMMON_ATTRIBUTES: Readonly<
  Record<keyof typeof COMMON_ATTRIBUTE_TYPES, AttributeDescription>
> = {
  theme: {
    type: COMMON_ATTRIBUTE_TYPES.theme,
    valueType: "'auto' | 'light' | 'dark'",
    description: "'auto' (follows the system), 'light' or 'dark'.",
    default: 'auto',
  },
  locale: {
    type: COMMON_ATTRIBUTE_TYPES.locale,
    description:
      "Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang=\"fr-CH\"`) sets it.",
    default: 'en-US',
  },
  datetimeFormat: {
    type: COMMON_ATTRIBUTE_TYPES.datetimeFormat,
    valueType: "'auto' | 'relative' | 'absolute'",
    description:
      "How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it).",
    default: 'auto',
  },
  label: {
    type: COMMON_ATTRIBUTE_TYPES.label,
    description:
      "The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which.",
  },
};

/** An attribute's documentation; its type comes from the wiring. */
export type AttributeDocumentation = Omit<AttributeDescription, 'type'>;
/** An event's documentation; its name comes from the wiring. */
export type EventDocumentation = Omit<EventDescription, 'name'>;

/** Any element's wiring, with the literal keys of its attributes, properties and events. */
interface Wiring {
  tagName: `fleet-${string}`;
  attributes: Readonly<Record<string, AttributeType>>;
  properties: readonly string[];
  events: Readonly<Record<string, `fleet-${string}`>>;
}

/** The documentation of every entry of a wiring (no more, no fewer). */
export interface ElementDocumentation<W extends Wiring> {
  className: string;
  summary: string;
  attributes: { readonly [K in keyof W['attributes']]-?: AttributeDocumentation };
  properties: { readonly [K in W['properties'][number]]: PropertyDescription };
  events: { readonly [K in keyof W['events']]-?: EventDocumentation };
  parts: ElementDescription<object>['parts'];
  cssProperties?: ElementDescription<object>['cssProperties'];
}

/** An element's description: its wiring with the documentation of each entry. */
export function describeElement<W extends Wiring>(
  wiring: W,
  documentation: ElementDocumentation<W>,
) {
  const attributes = {} as { [K in keyof W['attributes']]: AttributeDescription };
  for (const [prop, doc] of Object.entries<AttributeDocumentation>(documentation.attributes)) {
    Object.assign(attributes, { [prop]: { type: wiring.attributes[prop], ...doc } });
  }
  const events = {} as { [K in keyof W['events']]: EventDescription };
  for (const [prop, doc] of Object.entries<EventDocumentation>(documentation.events)) {
    Object.assign(events, { [prop]: { name: wiring.events[prop], ...doc } });
  }
  return {
    tagName: wiring.tagName,
    ...documentation,
    attributes,
    events,
  };
}
