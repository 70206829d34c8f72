// Turns a widget and its wiring (element-wiring.ts) into a custom element: an open shadow
// root, the widget's React root mounted there while the element is in the document (connected;
// a move in the DOM unmounts and mounts again, the connection's idle delay keeps its live
// channel), and:
// - adopted styles: the package's constructable stylesheet in every shadow root, so host page
//   CSS cannot reach in and ours cannot leak out;
// - attributes with HTML semantics (booleans by presence, removal resets), see attribute-values;
// - properties for objects and functions (token, getToken, client). They live in the
//   element's host state, which React reads; setting one re-renders (an attribute would put a
//   token in the DOM);
// - `fleet-*` events (bubbling, composed) for the widget's `on…` callbacks;
// - the global `lang` attribute as the element's language when `locale` is not set (only the
//   attribute: the `lang` property stays HTMLElement's own).
//
// Importing this module is safe anywhere (nothing extends HTMLElement until createFleetElement
// runs), but each element's define module calls it at import time: keep those in their own
// entries so React-only imports and unit tests never touch them.
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptFleetStyles } from '../styles/style-registry.js';
import { parseAttribute } from './attribute-values.js';
import {
  attributeName,
  COMMON_ATTRIBUTE_TYPES,
  type AttributeType,
  type ElementWiring,
} from './element-wiring.js';
import { ElementRoot, type ElementEvent } from './ElementRoot.js';
import { hostStateOf, LANG } from './host-state.js';

export function createFleetElement<Props extends object>(
  wiring: ElementWiring<Props>,
  component: ComponentType<Props>,
): CustomElementConstructor {
  const attributes = new Map<string, { prop: string; type: AttributeType }>();
  const wired = { ...COMMON_ATTRIBUTE_TYPES, ...wiring.attributes } as Record<
    string,
    AttributeType
  >;
  for (const [prop, type] of Object.entries(wired)) {
    attributes.set(attributeName(prop), { prop, type });
  }
  const propertyNames = [...Object.keys(wired), ...(wiring.properties as readonly string[])];
  const events: ElementEvent[] = Object.entries(wiring.events).map(([prop, name]) => ({
    prop,
    name: name as `fleet-${string}`,
  }));

  class FleetElement extends HTMLElement {
    static get observedAttributes() {
      return [...attributes.keys(), 'lang'];
    }

    readonly #shadow: ShadowRoot;
    #root: Root | undefined;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      adoptFleetStyles(this.#shadow);
      // Properties set before the element was defined sit on the instance and would hide our
      // accessors: move them into the host state.
      for (const name of propertyNames) {
        if (Object.hasOwn(this, name)) {
          const value: unknown = Reflect.get(this, name);
          Reflect.deleteProperty(this, name);
          hostStateOf(this).set(name, value);
        }
      }
    }

    connectedCallback() {
      this.#root ??= createRoot(this.#shadow);
      this.#root.render(createElement(ElementRoot<Props>, { host: this, component, events }));
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === 'lang') hostStateOf(this).set(LANG, value || undefined);
      const attribute = attributes.get(name);
      if (attribute)
        hostStateOf(this).set(attribute.prop, parseAttribute(attribute.type, value, name));
    }
  }

  for (const name of propertyNames) {
    Object.defineProperty(FleetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return hostStateOf(this).get(name);
      },
      set(this: HTMLElement, value: unknown) {
        hostStateOf(this).set(name, value);
      },
    });
  }
  return FleetElement;
}

/** Registers the element under its tag name, once (a second bundle on the page is harmless). */
export function defineFleetElement<Props extends object>(
  wiring: ElementWiring<Props>,
  component: ComponentType<Props>,
): void {
  if (!customElements.get(wiring.tagName)) {
    customElements.define(wiring.tagName, createFleetElement(wiring, component));
  }
}
