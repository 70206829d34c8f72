// DESIGN "Custom elements": open shadow root, attributes and properties, fleet-* events.
import './demo/define-demo-greeting.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../testing/assert.js';
import { settle } from '../testing/render.js';
import { user } from '../testing/user.js';
import type { DemoGreetingProps } from './demo/DemoGreeting.js';

type DemoElement = HTMLElement & DemoGreetingProps;

const added: Element[] = [];
afterEach(() => added.splice(0).forEach((element) => element.remove()));

function mount(html: string): DemoElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as DemoElement;
  document.body.append(element);
  added.push(element);
  return element;
}

const part = (element: HTMLElement, name: string) =>
  waitFor(() => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`), {
    what: `part ${name}`,
  });

describe('custom element wrapper (DESIGN: custom elements)', () => {
  it('renders in an open shadow root with the package styles adopted', async () => {
    const element = mount('<fleet-demo-greeting name="Ada"></fleet-demo-greeting>');
    assert(element.shadowRoot, 'open shadow root reachable from outside');
    const greeting = await part(element, 'greeting');
    assertEqual(greeting.textContent, 'Hello, Ada!', 'text');
    assert(element.shadowRoot.adoptedStyleSheets.length > 0, 'styles adopted');
    assertEqual(
      element.shadowRoot.querySelector('[data-fleet-theme]')?.getAttribute('data-fleet-theme'),
      'auto',
      'theme scope',
    );
  });

  it('attributes configure it, kebab-case, typed, and re-render on change and removal', async () => {
    const element = mount(
      '<fleet-demo-greeting name="Ada" count="3" emphasis tags=\'["a","b"]\'></fleet-demo-greeting>',
    );
    const greeting = await part(element, 'greeting');
    assertEqual(greeting.dataset.count, '3', 'number attribute');
    assertEqual(element.count, 3, 'reflected as a number property');
    assertEqual(element.emphasis, true, 'boolean by presence');
    assertDeepEqual(element.tags, ['a', 'b'], 'json attribute');
    const boldWeight = getComputedStyle(greeting).fontWeight;

    element.setAttribute('name', 'Grace');
    await waitFor(() => greeting.textContent === 'Hello, Grace!', { what: 'new name' });
    element.removeAttribute('emphasis');
    await waitFor(() => getComputedStyle(greeting).fontWeight !== boldWeight, {
      what: 'emphasis removed',
    });
    element.removeAttribute('name');
    await waitFor(() => greeting.textContent === 'Hello, world!', {
      what: 'default after removal',
    });
    element.setAttribute('theme', 'dark');
    await waitFor(() => element.shadowRoot!.querySelector('[data-fleet-theme="dark"]'), {
      what: 'theme attribute',
    });
  });

  it('objects and functions are properties, never attributes, and re-render when set', async () => {
    const element = mount('<fleet-demo-greeting></fleet-demo-greeting>');
    const details = await part(element, 'details');
    const client = { label: 'sandbox client' };
    element.client = client;
    await waitFor(() => details.textContent!.startsWith('sandbox client'), {
      what: 'client rendered',
    });
    assertEqual(element.client, client, 'same object back');
    assertEqual(element.hasAttribute('client'), false, 'no attribute');
  });

  it('keeps properties set before the element was defined', async () => {
    const early = document.createElement('fleet-demo-greeting-late') as DemoElement;
    early.client = { label: 'set early' };
    document.body.append(early);
    added.push(early);
    const [{ createFleetElement }, { demoGreetingWiring }, { DemoGreeting }] = await Promise.all([
      import('./define-element.js'),
      import('./demo/demo-greeting.element.js'),
      import('./demo/DemoGreeting.js'),
    ]);
    customElements.define(
      'fleet-demo-greeting-late',
      createFleetElement(
        { ...demoGreetingWiring, tagName: 'fleet-demo-greeting-late' },
        DemoGreeting,
      ),
    );
    const details = await part(early, 'details');
    await waitFor(() => details.textContent!.startsWith('set early'), {
      what: 'upgraded property',
    });
  });

  it('user actions reach a listener on document as bubbling, composed fleet-* events', async () => {
    const element = mount('<fleet-demo-greeting name="Ada"></fleet-demo-greeting>');
    element.getToken = async () => 'token-123';
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('fleet-greet', listener);
    try {
      await user.click(await part(element, 'greet-button'));
      await waitFor(() => heard.length === 1, { what: 'event on document' });
    } finally {
      document.removeEventListener('fleet-greet', listener);
    }
    const [event] = heard;
    assertEqual(event!.target, element, 'retargeted to the element');
    assert(event!.bubbles && event!.composed, 'bubbles and composed');
    assertDeepEqual(event!.detail, { name: 'Ada', token: 'token-123' }, 'detail');
  });

  it('floating content stays inside the shadow root: the not-permitted tooltip', async () => {
    const element = mount('<fleet-demo-greeting locked></fleet-demo-greeting>');
    const button = await part(element, 'greet-button');
    assertEqual(button.getAttribute('aria-disabled'), 'true', 'not permitted');
    await user.hover(button);
    const tooltip = await waitFor(() => element.shadowRoot!.querySelector('[role="tooltip"]'), {
      what: 'tooltip in the shadow root',
    });
    assertEqual(tooltip.textContent, 'You do not have permission to perform this action', 'text');
    assertEqual(document.querySelector('[role="tooltip"]'), null, 'nothing leaked into the page');
    await user.resetMouse();
  });

  it('is a block and honours `hidden`', async () => {
    const element = mount('<fleet-demo-greeting></fleet-demo-greeting>');
    await part(element, 'greeting');
    assertEqual(getComputedStyle(element).display, 'block', 'block');
    element.hidden = true;
    assertEqual(getComputedStyle(element).display, 'none', 'hidden');
  });

  it('unmounts when removed and renders again when re-attached', async () => {
    const element = mount('<fleet-demo-greeting name="Ada"></fleet-demo-greeting>');
    await part(element, 'greeting');
    element.remove();
    await settle();
    assertEqual(element.shadowRoot!.querySelector('[part~="greeting"]'), null, 'unmounted');
    document.body.append(element);
    assertEqual((await part(element, 'greeting')).textContent, 'Hello, Ada!', 'rendered again');
  });
});
