// Test support for custom elements: mount one from HTML (removed after the test), find its
// parts inside the shadow root, hear its fleet-* events on the document, and put a hostile
// stylesheet on the page to prove styles do not leak in.
import { waitFor } from './assert.js';

const mounted: Element[] = [];
const styles: HTMLStyleElement[] = [];

/** Appends the element written in `html` to the body; `setup` runs before it is attached. */
export function mountElement<E extends HTMLElement>(html: string, setup?: (element: E) => void): E {
  const holder = document.createElement('div');
  holder.innerHTML = html.trim();
  const element = holder.firstElementChild as E;
  setup?.(element);
  document.body.append(element);
  mounted.push(element);
  return element;
}

/** The first element inside the shadow root matching `selector`, once it renders. */
export function inShadow<T extends Element = HTMLElement>(
  element: HTMLElement,
  selector: string,
  timeout?: number,
): Promise<T> {
  return waitFor(() => element.shadowRoot?.querySelector<T>(selector), {
    what: `${selector} in <${element.localName}>`,
    ...(timeout !== undefined && { timeout }),
  });
}

/** The exported part `name`, once it renders. */
export const partOf = (element: HTMLElement, name: string) =>
  inShadow(element, `[part~="${name}"]`);

/** Every `fleet-*` event of this name that reaches the document, in order. */
export function listenOnDocument<Detail = unknown>(name: `fleet-${string}`): CustomEvent<Detail>[] {
  const heard: CustomEvent<Detail>[] = [];
  const listener = (event: Event) => heard.push(event as CustomEvent<Detail>);
  document.addEventListener(name, listener);
  cleanups.push(() => document.removeEventListener(name, listener));
  return heard;
}

/** A page stylesheet that would wreck any content it reached. */
export const HOSTILE_CSS = `
  * { color: red !important; font-size: 40px !important; font-family: fantasy !important; }
  button, table, canvas, input, textarea { display: none !important; }
  div, p, td, th { margin: 50px !important; padding: 50px !important; }
`;

export function addHostileStylesheet(css = HOSTILE_CSS): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  styles.push(style);
  return style;
}

const cleanups: (() => void)[] = [];

if (typeof afterEach === 'function')
  afterEach(() => {
    mounted.splice(0).forEach((element) => element.remove());
    styles.splice(0).forEach((style) => style.remove());
    cleanups.splice(0).forEach((cleanup) => cleanup());
  });
