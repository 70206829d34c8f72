// Test support for SPEC §2 "Buttons and links can be marked not permitted": what a user sees
// of a widget's action their rights (SPEC §6) lack, and what a click on it does (nothing).
import { formatMessage } from '@fleet/sdk/domain';
import { assert, assertEqual, waitFor } from './assert.js';
import { user } from './user.js';

export const NOT_PERMITTED = 'You do not have permission to perform this action';

/**
 * The button is marked not permitted: inert for assistive technology (aria-disabled) yet
 * focusable, described by the reason, the exact tooltip on hover; a click does nothing the
 * caller can see (the caller checks that no request went out). Give a function finding the
 * button while the rights may still be unknown: React renders a new button once they are.
 */
export async function assertNotPermitted(
  root: ParentNode,
  find: HTMLElement | (() => HTMLElement | null | undefined),
  what: string,
): Promise<void> {
  assertEqual(formatMessage('rights.notPermitted'), NOT_PERMITTED, 'catalogue text');
  const button = await waitFor(
    () => {
      const found = typeof find === 'function' ? find() : find;
      return found?.getAttribute('aria-disabled') === 'true' && found;
    },
    { what: `${what} marked not permitted` },
  );
  assertEqual((button as HTMLButtonElement).disabled, false, `${what}: still focusable`);
  const described = (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent);
  assert(described.includes(NOT_PERMITTED), `${what}: described by the reason (${described})`);

  await user.hover(button);
  await waitFor(
    () =>
      [...root.querySelectorAll('[role="tooltip"]')].some(
        (tooltip) => tooltip.textContent === NOT_PERMITTED,
      ),
    { what: `${what}: the not-permitted tooltip on hover` },
  );
  await user.click(button);
  await user.resetMouse();
}

/** No open dialog: a not-permitted action asked nothing. */
export function assertNoDialog(root: ParentNode, what: string): void {
  assertEqual(root.querySelector('dialog[open]'), null, `${what}: no dialog`);
}
