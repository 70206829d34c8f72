// DESIGN "Custom elements": styles travel with the element; theming only through --fleet-*
// custom properties and ::part().
import './demo/define-demo-greeting.js';
import { assertEqual, waitFor } from '../testing/assert.js';
import { lightTheme } from '../theme/palettes.js';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const HOSTILE_CSS = `
  * { color: red !important; font-size: 40px; }
  button { display: none; }
  p { margin: 50px; }
`;

describe('styles in shadow roots', () => {
  let style: HTMLStyleElement;
  let element: HTMLElement;

  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
    element = document.createElement('fleet-demo-greeting');
    element.setAttribute('theme', 'light');
    document.body.append(element);
  });
  afterEach(() => {
    style.remove();
    element.remove();
  });

  const inside = (selector: string) =>
    waitFor(() => element.shadowRoot?.querySelector<HTMLElement>(selector), { what: selector });

  it('a hostile host stylesheet does not change the rendering', async () => {
    const greeting = await inside('[part~="greeting"]');
    const button = await inside('[part~="greet-button"]');
    assertEqual(getComputedStyle(element).color, 'rgb(255, 0, 0)', 'the page does style the host');
    assertEqual(getComputedStyle(greeting).color, rgb(lightTheme.color.primary.base), 'colour');
    assertEqual(getComputedStyle(greeting).fontSize, lightTheme.fontSize.lg, 'font size');
    assertEqual(getComputedStyle(greeting).marginTop, '0px', 'margin');
    assertEqual(getComputedStyle(button).display, 'inline-flex', 'button shown');
    assertEqual(getComputedStyle(button).fontSize, lightTheme.fontSize.md, 'button font size');
  });

  it('--fleet-* custom properties set on the host element restyle it', async () => {
    const greeting = await inside('[part~="greeting"]');
    element.style.setProperty('--fleet-color-primary', 'rgb(1, 2, 3)');
    element.style.setProperty('--fleet-font-size-lg', '22px');
    assertEqual(getComputedStyle(greeting).color, 'rgb(1, 2, 3)', 'colour');
    assertEqual(getComputedStyle(greeting).fontSize, '22px', 'font size');
    const button = await inside('[part~="greet-button"]');
    assertEqual(getComputedStyle(button).backgroundColor, 'rgb(1, 2, 3)', 'primary button fill');
  });

  it('--fleet-* custom properties set on an ancestor (page-wide theming) restyle it', async () => {
    const greeting = await inside('[part~="greeting"]');
    document.body.style.setProperty('--fleet-color-primary', 'rgb(4, 5, 6)');
    try {
      assertEqual(getComputedStyle(greeting).color, 'rgb(4, 5, 6)', 'colour');
    } finally {
      document.body.style.removeProperty('--fleet-color-primary');
    }
  });

  it('::part() selectors reach exported parts', async () => {
    const greeting = await inside('[part~="greeting"]');
    style.textContent += `
      fleet-demo-greeting::part(greeting) { text-decoration: underline; letter-spacing: 3px; }
      fleet-demo-greeting::part(greet-button) { border-radius: 0px; }
    `;
    assertEqual(getComputedStyle(greeting).textDecorationLine, 'underline', 'greeting part');
    assertEqual(getComputedStyle(greeting).letterSpacing, '3px', 'greeting part');
    const button = await inside('[part~="greet-button"]');
    assertEqual(getComputedStyle(button).borderTopLeftRadius, '0px', 'button part');
  });
});
