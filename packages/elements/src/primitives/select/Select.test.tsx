import { assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { deepActiveElement, user } from '../../testing/user.js';
import { Select } from './Select.js';

describe('Select', () => {
  it('is a labelled select reporting the chosen value', async () => {
    let chosen = '';
    const { container } = await render(
      <Select
        label="Sort by"
        value="Name"
        options={[
          { value: 'Name', label: 'Name' },
          { value: 'LastVersionAt', label: 'Last version' },
        ]}
        onChange={(value) => (chosen = value)}
        error="Choose a sort"
      />,
    );
    const select = container.querySelector('select')!;
    assertEqual(
      container.querySelector(`label[for="${select.id}"]`)?.textContent,
      'Sort by',
      'label',
    );
    assertEqual(select.getAttribute('aria-invalid'), 'true', 'invalid');
    const errorId = select.getAttribute('aria-describedby')!;
    assertEqual(
      container.querySelector(`[id="${errorId}"]`)?.textContent,
      'Choose a sort',
      'error',
    );
    select.focus();
    assertEqual(deepActiveElement(), select, 'focusable');
    await user.press('ArrowDown');
    assertEqual(chosen, 'LastVersionAt', 'chosen with the keyboard');
  });
});
