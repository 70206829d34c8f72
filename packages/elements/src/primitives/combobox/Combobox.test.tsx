import { useState } from 'react';
import { assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { Combobox } from './Combobox.js';

const FLEETS = [
  { value: 'f1', label: 'Production gateways' },
  { value: 'f2', label: 'Field sensors' },
  { value: 'f3', label: 'Lab gateways' },
];

function Harness({ log }: { log: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Fleet"
      options={FLEETS}
      value={value}
      onChange={(next) => {
        log.push(next);
        setValue(next);
      }}
    />
  );
}

describe('Combobox', () => {
  it('filters as the user types and picks with the keyboard', async () => {
    const log: (string | null)[] = [];
    const { container } = await render(<Harness log={log} />);
    const input = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
    input.focus();
    await user.type('gate');
    const listbox = await waitFor(() => container.querySelector('[role="listbox"]'));
    assertEqual(input.getAttribute('aria-expanded'), 'true', 'expanded');
    assertEqual(input.getAttribute('aria-controls'), listbox.id, 'controls');
    const options = () =>
      [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    assertDeepEqual(options(), ['Production gateways', 'Lab gateways'], 'filtered');
    await user.press('ArrowDown');
    const active = container.querySelector(`[id="${input.getAttribute('aria-activedescendant')}"]`);
    assertEqual(active?.textContent, 'Lab gateways', 'active option');
    await user.press('Enter');
    assertDeepEqual(log, ['f3'], 'chosen');
    assertEqual(input.value, 'Lab gateways', 'input shows the choice');
    assertEqual(container.querySelector('[role="listbox"]'), null, 'closed');
  });

  it('says when nothing matches, and Escape closes', async () => {
    const { container } = await render(<Harness log={[]} />);
    const input = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
    input.focus();
    await user.type('zzz');
    const listbox = await waitFor(() => container.querySelector('[role="listbox"]'));
    assertEqual(listbox.textContent, 'No matches', 'empty');
    await user.press('Escape');
    assertEqual(input.getAttribute('aria-expanded'), 'false', 'collapsed');
  });
});
