// A `<details>` used as a menu (the device table's Columns) closes on Escape like every other
// popup, and gives focus back to its button (the summary) so the keyboard user is not lost.
import type { KeyboardEvent } from 'react';

export function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  // Handled here: a dialog around the menu must not close with it.
  event.preventDefault();
  event.stopPropagation();
  details.open = false;
  details.querySelector<HTMLElement>(':scope > summary')?.focus();
}
