// Real user input for browser tests: Playwright moves the mouse and presses keys, so events
// are trusted (Tab moves focus, Escape closes dialogs, :focus-visible applies). Each step
// waits a frame afterwards so React has painted its result.
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { settle } from './render.js';

export { deepActiveElement } from '../dom/focus.js';

function centre(element: Element): [number, number] {
  // A user scrolls to what they point at; a position outside the viewport would miss.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

export const user = {
  hover: (element: Element) => settle(() => sendMouse({ type: 'move', position: centre(element) })),
  click: (element: Element) =>
    settle(() => sendMouse({ type: 'click', position: centre(element) })),
  press: (key: string) => settle(() => sendKeys({ press: key })),
  type: (text: string) => settle(() => sendKeys({ type: text })),
  resetMouse: () => settle(() => resetMouse()),
};

/**
 * Sets a form control's value as the browser would after user input (for controls whose
 * native UI Playwright cannot type into, like datetime-local and select), then fires
 * `input` and `change`. Uses the prototype's setter so React sees the change.
 */
export function changeValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  return settle(() => {
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
