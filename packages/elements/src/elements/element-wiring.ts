// What the custom element wrapper reads of an element at run time: its tag name, the attribute
// names and how each value parses, the properties and the events. Only names and types: the
// documentation of each (element-description.ts) is for custom-elements.json and the embedding
// guide, and stays out of the bundles that register elements.
//
// A widget's `<name>.element.ts` holds its wiring; its `<name>.description.ts` documents every
// entry of it (describeElement), so the two cannot drift.

/** How an attribute's text becomes a prop: HTML semantics (a boolean is present or absent). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

type Callback = (...args: never[]) => unknown;
/** The props that are callbacks named `on…`: each becomes a `fleet-*` DOM event. */
export type EventProps<Props> = {
  [K in keyof Props]-?: K extends `on${string}`
    ? NonNullable<Props[K]> extends Callback
      ? K
      : never
    : never;
}[keyof Props];
export type ValueProps<Props> = Exclude<keyof Props, EventProps<Props>>;

export interface ElementWiring<Props> {
  tagName: `fleet-${string}`;
  /** Props configured by attributes (kebab-case of the prop name); each is also a property. */
  attributes: { readonly [K in ValueProps<Props>]?: AttributeType };
  /** Props set only as JS properties: objects and functions (token, getToken, client). */
  properties: readonly ValueProps<Props>[];
  /** The `on…` callbacks and the DOM event each fires. */
  events: { readonly [K in EventProps<Props>]?: `fleet-${string}` };
}

/** Attributes every element has, handled by the wrapper rather than the widget. */
export const COMMON_ATTRIBUTE_TYPES = {
  theme: 'string',
  locale: 'string',
  datetimeFormat: 'string',
  label: 'string',
} as const satisfies Readonly<Record<string, AttributeType>>;

/** `baseUrl` → `base-url`. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
