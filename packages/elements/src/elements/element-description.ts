// What a custom element is, as one typed object per element: the wrapper reads it to wire
// attributes, properties and events, and tools/custom-elements-manifest.mjs turns it into
// custom-elements.json. One source, so the documentation cannot drift from the behaviour.
// Shoelace documents the same things in class doc comments (@attr, @prop, @event, @csspart,
// @cssproperty); r2wc elements have no class body to comment, hence data.
//
// A description imports its component's props as a type only: it must stay loadable in Node,
// without React, the DOM or styles.

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
  Record<'theme' | 'locale' | 'datetimeFormat' | 'label', AttributeDescription>
> = {
  theme: {
    type: 'string',
    valueType: "'auto' | 'light' | 'dark'",
    description: "'auto' (follows the system), 'light' or 'dark'.",
    default: 'auto',
  },
  locale: {
    type: 'string',
    description:
      "Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang=\"fr-CH\"`) sets it.",
    default: 'en-US',
  },
  datetimeFormat: {
    type: 'string',
    valueType: "'auto' | 'relative' | 'absolute'",
    description:
      "How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it).",
    default: 'auto',
  },
  label: {
    type: 'string',
    description:
      "The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which.",
  },
};

/** `baseUrl` → `base-url`. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
